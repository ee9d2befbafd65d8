import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { barColours, legendColours } from '../support/chart-legend';
import { signedInAs } from '../support/identity';
import { snackbar } from '../support/snackbar';

const REPORTS = 'Reports';

/** The reports' tabs the page offers. */
const tabs = (page: Page) => page.getByRole('navigation', { name: REPORTS }).getByRole('link');

/** Signs in and opens /reporting. */
async function openReporting(page: Page, email: string): Promise<void> {
  // Home first, then the report, as before sign-in was shared: the report page loads under the
  // service worker the first page installed.
  await signedInAs(page, email, '/');
  await page.goto('/reporting');
}

/** The invoice count the page says the selection holds ("12 invoices, $4.5k in all"). */
async function invoiceTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('invoice-total').textContent()) ?? '';
  return Number(/^([\d,]+) /.exec(text)![1]!.replace(/,/g, ''));
}

test.describe('reporting', () => {
  test('the company leader opens every report, each with a chart and a table; the invoices filtered to one location download as a CSV of that total', async ({
    page,
  }) => {
    await openReporting(page, DEMO.users.companyLeader.email);
    // /reporting opens the first report the user may open.
    await expect(page).toHaveURL(/\/reporting\/requests/);
    await expect(tabs(page)).toHaveText(['Requests', 'Invoices', 'Unmatched invoices', 'Spend forecast', 'Insights', 'Vendor insights', 'PM insights']);

    const reports: [tab: string, chart: RegExp, table: string][] = [
      ['Requests', /^Requests created per week by category/, 'Requests by category'],
      ['Invoices', /^The invoices on this page over time by line/, 'Invoices'],
      ['Unmatched invoices', /^The unmatched invoices on this page over time by line/, 'Invoices'],
      ['Spend forecast', /^Forecast spend per month by category/, 'Forecast by month and category'],
      ['Insights', /^Spend by category: /, 'Spend by category'],
      ['Vendor insights', /^Requests by vendor: /, 'Vendor scorecards'],
      ['PM insights', /^PM visits due by location/, 'PM compliance by location'],
    ];
    for (const [tab, chart, table] of reports) {
      await tabs(page).getByText(tab, { exact: true }).click();
      await expect(page.getByRole('img', { name: chart })).toBeVisible();
      await expect(page.getByRole('table', { name: table })).toBeVisible();
      await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
    }
    await tabs(page).getByText('Spend forecast', { exact: true }).click();
    await expect(page.getByTestId('forecast-method')).not.toBeEmpty();

    // The invoices of one location: the CSV holds every invoice of that selection, one line each.
    await tabs(page).getByText('Invoices', { exact: true }).click();
    const all = await invoiceTotal(page);
    await page.getByRole('button', { name: /^Locations/ }).click();
    await page.getByRole('menuitemcheckbox', { name: /Harbor Grill Embarcadero/ }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`locations=${DEMO.locations.staffPm.id}`));
    await expect(page.getByRole('button', { name: /^Locations Harbor Grill Embarcadero/ })).toBeVisible();
    await expect.poll(() => invoiceTotal(page)).toBeLessThan(all);
    const total = await invoiceTotal(page);
    expect(total).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    // The server makes the file: the button says so until it is saved, then the snackbar does. The
    // request goes through the service worker, where page.route cannot hold it, so the page records
    // whether the button ever said it.
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if ([...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Preparing…'))) {
          document.body.dataset.sawPreparing = 'yes';
          seen.disconnect();
        }
      });
      seen.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const saved = await download;
    await expect(page.locator('body')).toHaveAttribute('data-saw-preparing', 'yes');
    await expect(snackbar(page, `Downloaded ${saved.suggestedFilename()}.`)).toBeVisible();
    const file = await saved.path();
    const lines = (await readFile(file, 'utf8')).split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toMatch(/^Invoice,Date,Status,Vendor,/);
    expect(lines.length - 1).toBe(total);
    // The table shows only that location's invoices.
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Harbor Grill Embarcadero');
  });

  test('every chart legend keys its series by colour, the colour of its bars; a meaning has one colour on every page', async ({ page }) => {
    await openReporting(page, DEMO.users.companyLeader.email);
    const transparent = 'rgba(0, 0, 0, 0)';
    const keyed = async (chart: Locator, labels: string[]) => {
      await expect(chart).toBeVisible();
      const colours = await legendColours(chart, labels);
      for (const label of labels) expect(colours[label], label).toMatch(/^rgb\(/);
      expect(Object.values(colours)).not.toContain(transparent);
      // One colour per series, and every bar in the colour of one of them.
      expect(new Set(Object.values(colours)).size).toBe(labels.length);
      for (const fill of await barColours(chart)) expect(Object.values(colours)).toContain(fill);
      return colours;
    };

    await tabs(page).getByText('Invoices', { exact: true }).click();
    await keyed(page.getByRole('img', { name: /^The invoices on this page over time by line/ }), ['Labour', 'Parts', 'Travel', 'Tax']);

    await tabs(page).getByText('PM insights', { exact: true }).click();
    const pm = await keyed(page.getByRole('img', { name: /^PM visits due by location/ }), ['On time', 'Late', 'Missed']);

    await page.goto('/home');
    const compliance = page.getByRole('heading', { level: 2, name: 'PM compliance' }).locator('xpath=ancestor::*[contains(@class, "chakra-card__root")]');
    await expect(compliance.getByText('Late', { exact: true })).toBeVisible();
    expect(await legendColours(compliance, ['Late'])).toEqual({ Late: pm.Late });
  });

  test('on a phone the report tabs scroll sideways: the current tab in view, a fade on each cut edge; Scan sits in the middle of the tab bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReporting(page, DEMO.users.companyLeader.email);
    const row = page.getByRole('navigation', { name: REPORTS });
    await expect(tabs(page).first()).toHaveAttribute('aria-current', 'page');
    // More to the right only: the row ends in a fade there.
    await expect(row).toHaveAttribute('data-more-after', 'true');
    await expect(row).not.toHaveAttribute('data-more-before', 'true');
    expect(await row.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient');

    // The last tab, opened from its address: the row scrolls it into view, with more to the left now.
    await page.goto('/reporting/pm-insights');
    const last = tabs(page).getByText('PM insights', { exact: true });
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(row).toHaveAttribute('data-more-before', 'true');
    const rowBox = (await row.boundingBox())!;
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.x).toBeGreaterThanOrEqual(rowBox.x);
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);

    const scan = (await page.getByRole('link', { name: 'Scan a QR code' }).boundingBox())!;
    expect(Math.abs(scan.x + scan.width / 2 - 390 / 2)).toBeLessThanOrEqual(1);
  });

  test('a self-service user sees neither the requests report nor the invoices', async ({ page }) => {
    await openReporting(page, DEMO.users.selfService.email);
    await expect(page).toHaveURL(/\/reporting\/insights/);
    await expect(tabs(page)).toHaveText(['Insights']);
    await expect(page.getByRole('table', { name: 'Repeat repairs' }).or(page.getByText(/No equipment had/))).toBeVisible();
  });

  test('a customer without the invoice flag (Bean Street Coffee) has no invoice tab, and the address of the invoices sends its user away', async ({ page }) => {
    await openReporting(page, DEMO.users.selfServiceLocationLeader.email);
    await expect(page).toHaveURL(/\/reporting\/insights/);
    await expect(tabs(page).getByText('Invoices', { exact: true })).toHaveCount(0);
    await expect(tabs(page).getByText('Unmatched invoices', { exact: true })).toHaveCount(0);
    await page.goto('/reporting/invoices');
    await expect(page).toHaveURL(/\/requests$/);
  });
});
