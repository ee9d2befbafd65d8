/**
 * A bench's browser signs in as a user would: the login page, a code from the dev mailbox, until
 * the app leaves the login page (bench:offline, bench:web).
 */
import type { Page } from 'playwright-core';
import { waitFor } from './server-process';

export async function signInThroughLoginPage(page: Page, origin: string, email: string): Promise<void> {
  const codes = async () => {
    const res = await fetch(`${origin}/dev/mailbox`, { headers: { accept: 'application/json' } });
    return ((await res.json()) as { to: string; code: string | null }[]).filter((m) => m.to === email && m.code).map((m) => m.code!);
  };
  const before = await codes();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Login code').waitFor({ timeout: 60_000 });
  const code = await waitFor('the login code', async () => (await codes()).find((c) => !before.includes(c)), 30_000);
  await page.getByLabel('Login code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}
