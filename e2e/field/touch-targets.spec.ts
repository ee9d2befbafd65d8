import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { signedInAs } from '../support/identity';

/**
 * The field pages on a touch phone: every control a finger uses is at least 44 x 44 px (WCAG 2.5.5),
 * on the request page, the PM checklist, the asset page, the scan page and my day.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const TARGET = 44;

/** The visible controls smaller than a finger, by name and size (the skip link shows only on focus). */
async function smallTargets(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return page.evaluate((target) => {
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], select, textarea, input, [role=button], [role=tab], [role=checkbox]');
    return Array.from(controls)
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !el.matches('input[type=checkbox], input[type=radio]') && el.textContent?.trim() !== 'Skip to content')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < target || box.height < target)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
  }, TARGET);
}

test('location staff: the request page, a PM checklist, an asset and the scan page have 44 px targets', async ({ page }) => {
  await signedInAs(page, DEMO.users.locationStaff.email, `/requests/${DEMO.requests.openEmergencyForVendorTech.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.goto('/requests?type=Preventative');
  await page.getByRole('link', { name: /^#\d+/ }).first().click();
  await expect(page.getByTestId('checklist-item').first()).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.goto(`/assets/${DEMO.assets.enterpriseWithLabel.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.goto('/assets/scan');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test('a technician: my day and the task list have 44 px targets', async ({ page }) => {
  await signedInAs(page, DEMO.users.technician.email, '/');
  await page.goto('/tasks');
  await expect(page.getByTestId('my-day-item').first()).toBeVisible({ timeout: 60_000 });
  expect(await smallTargets(page)).toEqual([]);
});
