import { expect, test, type Page } from '@playwright/test';
import type { RequestDetail } from '../../src/domain/requests/request-views';
import { DEMO } from '../../src/server/seed/demo-ids';
import { accessToken, apiGet } from '../support/api-calls';
import { signedInAs } from '../support/identity';

/** Opens Find a request and searches for a request number; answers the dialog and its matches. */
async function findByNumber(page: Page, number: number) {
  await page.getByRole('button', { name: 'Find a request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find a request' });
  await dialog.getByLabel('Request number or words').fill(`#${number}`);
  await dialog.getByRole('button', { name: 'Find', exact: true }).click();
  return { dialog, matches: dialog.getByRole('list', { name: 'Matching requests' }).getByRole('link') };
}

/**
 * Find a request in the top bar (GET requests/search): by number, closed ones too, and by words, as
 * they are typed; a match opens the request, which then leads the recent requests.
 */
test('finds a closed request by its number from any page, and requests by words, and opens one', async ({ page, request, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAs(page, DEMO.users.companyLeader.email, '/assets');
  await expect(page).toHaveURL(/\/assets$/);
  const closed = await apiGet<RequestDetail>(request, await accessToken(context), `/requests/${DEMO.requests.closedEnterprise.id}`);
  expect(closed.requestStatus).toBe('Request Closed');

  const { dialog, matches } = await findByNumber(page, closed.number);
  await expect(matches.first()).toContainText(`#${closed.number}`);
  await expect(matches.first()).toContainText('Closed');

  // Words, as they are typed (no Enter): one search once typing stops, not one per key.
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v3/ssp/requests/search?')) searches.push(new URL(r.url()).searchParams.get('search')!);
  });
  await dialog.getByLabel('Request number or words').clear();
  const words = 'walk-in cooler';
  await dialog.getByLabel('Request number or words').pressSequentially(words, { delay: 20 });
  // The list can change on a search of part of the words (a loaded machine spaces some keys past the
  // wait), so the test waits for the last search to be of the whole words.
  await expect.poll(() => searches.at(-1)).toBe(words);
  await expect(matches.first()).not.toContainText(`#${closed.number}`);
  // Keys come 20 ms apart and the search waits 300 ms after the last (QUICK_FIND_DEBOUNCE_MS); a loaded
  // machine can space a few keys wider than that, so this asks for far fewer searches than keys.
  expect(searches.length).toBeLessThan(words.length / 2);
  // The first match opens its request and the dialog goes.
  const number = /#(\d+)/.exec((await matches.first().textContent())!)![1];
  await matches.first().click();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`^#${number} · `))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Before anything is typed, the requests opened last: this one first.
  await page.getByRole('button', { name: 'Find a request' }).click();
  const recent = dialog.getByRole('list', { name: 'Recent requests' }).getByRole('link');
  await expect(recent.first()).toContainText(`#${number} · `);
  await page.keyboard.press('Escape');

  // Nothing found says so.
  await page.getByRole('button', { name: 'Find a request' }).click();
  await dialog.getByLabel('Request number or words').fill('no such words anywhere zzz');
  await dialog.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(dialog.getByText('No request matches “no such words anywhere zzz”.')).toBeVisible();
});

test('a self-service customer finds its own requests, closed ones too, and filters by its own types only (issue 31)', async ({ page, request, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAs(page, DEMO.users.selfService.email, '/requests');
  await expect(page).toHaveURL(/\/requests/);
  // The type filter offers the types a self-service request has, by the names its screens use.
  await expect(page.getByRole('combobox', { name: 'Type' }).locator('option')).toHaveText(['Any type', 'Incident', 'Preventative']);

  const closed = await apiGet<{ number: number; requestStatus: string }>(
    request,
    await accessToken(context),
    `/self-service/requests/${DEMO.requests.selfServiceClosed.id}`,
  );
  expect(closed.requestStatus).toBe('Request Closed');
  const { matches } = await findByNumber(page, closed.number);
  await expect(matches.first()).toContainText(`#${closed.number}`);
  await matches.first().click();
  await expect(page).toHaveURL(new RegExp(`/requests/${DEMO.requests.selfServiceClosed.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
