import { expect, test } from '@playwright/test';
import { API_PREFIX } from '../../src/domain/api/paths';
import { PUBLIC_LINK_PATHS } from '../../src/domain/public-links/public-links-api';

/** docs/product/public-links.md: a link that can never work goes to /invalid-link; only a failed server offers Try again. */
test('a malformed dispatch link goes to /invalid-link, not to a Try again that cannot work', async ({ page }) => {
  await page.goto('/sso-vendor-dispatch?requestId=a&token=b');
  await expect(page).toHaveURL(/\/invalid-link$/);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await page.goto('/vendor-dispatch?requestId=9b2f6a1e-5c3d-4e8f-a1b2-c3d4e5f60718&token=unknown');
  await expect(page).toHaveURL(/\/invalid-link$/);
});

test('a dispatch link whose read fails on the server offers Try again, which works once the server does', async ({ page }) => {
  let failing = true;
  // The server's own failure cannot be caused from outside; the read is answered 503 until released.
  await page.route(`**${API_PREFIX}${PUBLIC_LINK_PATHS.view}?**`, (route) =>
    failing ? route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Down.' } }) : route.fallback(),
  );
  await page.goto('/sso-vendor-dispatch?requestId=a&token=b');
  await expect(page.getByText('An error occurred while trying to open this link.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/invalid-link$/);
});
