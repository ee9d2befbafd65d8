import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { loginWithCode, signedInAs } from '../support/identity';

const LEADER = 'company.leader@demo.example';
const STAFF = 'location.staff@demo.example';
const SELF_SERVICE = 'selfservice@demo.example';
const DISPATCHER = DEMO.users.refrigerationDispatcher.email;

/** A dashboard tile that opens a list, by its label ("Emergency"): its name is the label and the figure. */
const tile = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label} [\\d,]+$`) });

/** The figure such a tile shows. */
async function tileCount(page: Page, label: string): Promise<number> {
  await expect(tile(page, label)).toBeVisible();
  const name = await tile(page, label).textContent();
  return Number(/([\d,]+)$/.exec(name!)![1]!.replace(/,/g, ''));
}

/** A list's total as its foot says it ("1–25 of 312"), or its empty state. */
async function expectFootTotal(page: Page, total: number, empty: string): Promise<void> {
  if (total === 0) await expect(page.getByText(empty)).toBeVisible();
  else await expect(page.getByText(new RegExp(`^1–\\d+ of ${total.toLocaleString('en-US')}$`))).toBeVisible();
}

const expectListTotal = (page: Page, total: number) => expectFootTotal(page, total, 'No requests found');

test.describe('home dashboard', () => {
  test('the company leader opens the portal on the dashboard; its tiles open the lists behind them with the same totals', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?nextRoute=/);
    await loginWithCode(page, request, LEADER);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    for (const title of ['Open requests', 'Past their ETA', 'PM compliance', 'Spend', 'Tasks', 'Proof of value']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // Money per docs/product/constants.md: whole dollars, or one decimal and a k from $1,000.
    await expect(page.getByText(/^\$(\d{1,3}|\d+(\.\d)k)$/).first()).toBeVisible();

    const open = await tileCount(page, 'All open');
    expect(open).toBeGreaterThan(0);
    const emergency = await tileCount(page, 'Emergency');
    expect(emergency).toBeGreaterThan(0);

    await tile(page, 'All open').click();
    await expect(page).toHaveURL(/\/requests$/);
    await expectListTotal(page, open);

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await tile(page, 'Emergency').click();
    await expect(page).toHaveURL(/\/requests\?priority=Emergency$/);
    await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('Emergency');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Request Open');
    await expectListTotal(page, emergency);

    // Today's and overdue tasks open the task list's own windows.
    await page.goto('/home');
    for (const [label, due] of [
      ['Overdue', 'overdue'],
      ['Due today', 'today'],
    ] as const) {
      const tasks = await tileCount(page, label);
      await tile(page, label).click();
      await expect(page).toHaveURL(new RegExp(`/tasks\\?due=${due}$`));
      await expectFootTotal(page, tasks, 'No tasks found');
      await page.goBack();
    }
  });

  test('the location filter narrows the figures, and a tile opens the list for that location', async ({ page }) => {
    await signedInAs(page, LEADER, '/home');
    await expect(page).toHaveURL(/\/home$/);
    const everywhere = await tileCount(page, 'All open');

    await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ label: 'HG-101 · Harbor Grill Embarcadero' });
    await expect(page).toHaveURL(new RegExp(`location=${DEMO.locations.staffPm.id}`));
    await expect.poll(() => tileCount(page, 'All open')).toBeLessThan(everywhere);
    const atLocation = await tileCount(page, 'All open');
    await tile(page, 'All open').click();
    await expect(page).toHaveURL(new RegExp(`/requests\\?location=${DEMO.locations.staffPm.id}$`));
    await expectListTotal(page, atLocation);
  });

  test('users below general manager and self-service customers are sent to the request list', async ({ page, request }) => {
    for (const email of [STAFF, SELF_SERVICE]) {
      await page.goto('/login');
      await page.goto('/home');
      await expect(page).toHaveURL(/\/login\?nextRoute=/);
      await loginWithCode(page, request, email);
      await expect(page, email).toHaveURL(/\/requests$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Home' })).toHaveCount(0);
    }
  });

  test('a vendor-only dispatcher’s /home is My jobs, with no dashboard and none of its calls', async ({ page }) => {
    const dashboardCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/v3\/ssp\/(dashboard\/|requests\/stats|customers\/self\/proofOfValueMetrics)/.test(r.url())) dashboardCalls.push(r.url());
    });
    await signedInAs(page, DISPATCHER, '/home');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    await expect(page.getByText(/^\d+ open jobs?/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Open requests' })).toHaveCount(0);
    expect(dashboardCalls).toEqual([]);
  });
});
