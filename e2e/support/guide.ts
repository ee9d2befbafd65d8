import { expect, type Page } from '@playwright/test';

/**
 * Goes through an open troubleshooting guide step by step to its question ("Did this fix the
 * problem?"), waiting for each step to show before the next click.
 */
export async function walkThroughGuide(page: Page): Promise<void> {
  const first = page.getByText(/^Step 1 of \d+$/);
  await expect(first).toBeVisible();
  const total = Number(/of (\d+)/.exec((await first.textContent())!)![1]);
  for (let step = 2; step <= total; step++) {
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText(`Step ${step} of ${total}`, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Done with the steps' }).click();
  await expect(page.getByRole('heading', { name: 'Did this fix the problem?' })).toBeVisible();
}
