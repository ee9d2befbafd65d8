import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/identity';

const LEADER = 'company.leader@demo.example';
const DETAIL_CALL = /\/v3\/ssp\/requests\/([0-9a-f-]{36})$/;

test('hovering a request in the list reads its detail once, and opening it reads nothing again', async ({ page }) => {
  await signedInAs(page, LEADER, '/requests');
  await expect(page).toHaveURL(/\/requests/);
  const table = page.locator('table');
  const firstLink = table.getByRole('link').first();
  await expect(firstLink).toBeVisible();
  const href = await firstLink.getAttribute('href');
  const requestId = href!.split('/').pop()!;

  // Count the API reads of this request's detail from here on.
  const detailReads: string[] = [];
  page.on('request', (r) => {
    const id = DETAIL_CALL.exec(new URL(r.url()).pathname)?.[1];
    if (r.method() === 'GET' && id === requestId) detailReads.push(r.url());
  });

  await firstLink.hover();
  await expect.poll(() => detailReads.length, { message: 'hovering warms the detail' }).toBe(1);

  await firstLink.click();
  await expect(page).toHaveURL(new RegExp(`/requests/${requestId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The detail came from the warmed cache: no second read of it.
  await page.waitForLoadState('networkidle');
  expect(detailReads).toHaveLength(1);
});
