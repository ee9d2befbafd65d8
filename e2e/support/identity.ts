import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface MailboxMessage {
  to: string;
  link: string | null;
  code: string | null;
}

/** The codes or links the dev mailbox holds for an address, newest first. */
export async function mailboxValues(request: APIRequestContext, to: string, field: 'code' | 'link'): Promise<string[]> {
  const res = await request.get('/dev/mailbox', { headers: { accept: 'application/json' } });
  const messages = (await res.json()) as MailboxMessage[];
  return messages.filter((m) => m.to === to && m[field]).map((m) => m[field]!);
}

/** Waits for a code or link that was not in `before` to arrive for the address. */
export async function newMailboxValue(request: APIRequestContext, to: string, field: 'code' | 'link', before: string[]): Promise<string> {
  let value: string | undefined;
  await expect
    .poll(async () => {
      value = (await mailboxValues(request, to, field)).find((v) => !before.includes(v));
      return value;
    })
    .toBeTruthy();
  return value!;
}

/** Logs in on the login page (already open) with a code sent by email and read from the dev mailbox. */
export async function loginWithCode(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const before = await mailboxValues(request, email, 'code');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Login code')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Login code').fill(await newMailboxValue(request, email, 'code', before));
  await page.getByRole('button', { name: 'Log in' }).click();
}
