import { expect, test } from '@playwright/test';
import { DEMO } from '../../src/server/seed/demo-ids';
import { loginWithCode, signedInAs } from '../support/identity';

/**
 * Someone scans an equipment label before signing in on this phone (docs/product/routing.md /qr/{id}):
 * the page names the equipment and its location, and signing in comes back to the label, which
 * opens the asset. A label that is not linked, or does not exist, says so.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a linked label signed out names its equipment and location, and Sign in returns to it', async ({ page, request }) => {
  const { id: assetId, labelId } = DEMO.assets.enterpriseWithLabel;
  await page.goto(`/qr/${labelId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Cooler' })).toBeVisible();
  await expect(page.getByText('at HG-101 · Harbor Grill Embarcadero')).toBeVisible();
  // Installing the app is offered too, after signing in.
  await expect(page.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/app');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('nextRoute')).toBe(`/qr/${labelId}`);
  await loginWithCode(page, request, DEMO.users.companyLeader.email);
  await expect(page).toHaveURL(new RegExp(`/assets/${assetId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Cooler' })).toBeVisible();
});

test('an unlinked label signed out says so and offers to sign in to link it', async ({ page }) => {
  await page.goto(`/qr/${DEMO.labels.enterpriseUnlinked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Label not linked yet' })).toBeVisible();
  await expect(page.getByText("This label isn't linked to equipment yet.")).toBeVisible();
  await expect(page.getByText("Sign in to link it to the equipment it's stuck on.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('an unknown label signed out says it was not found', async ({ page }) => {
  await page.goto('/qr/00000000-0000-4000-8000-00000000abcd');
  await expect(page.getByRole('heading', { level: 1, name: 'Label not found' })).toBeVisible();
  await expect(page.getByText("This label wasn't found.", { exact: false })).toBeVisible();
  await expect(page.getByText('Walk-in Cooler')).toHaveCount(0);
});

test('a code that is no label says so, with a way on: scan again, sign in, home', async ({ page, request }) => {
  await page.goto('/qr/not-a-label');
  await expect(page.getByRole('heading', { level: 1, name: 'Not an equipment label' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scan again' })).toHaveAttribute('href', '/assets/scan');
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginWithCode(page, request, DEMO.users.locationStaff.email);

  await page.goto('/qr/not-a-label');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).not.toHaveURL(/\/qr\//);
  await page.goto('/qr/not-a-label');
  await page.getByRole('link', { name: 'Scan again' }).click();
  await expect(page).toHaveURL(/\/assets\/scan$/);
});

test('signed in, an unknown label says it was not found, with a way to scan again', async ({ page }) => {
  await signedInAs(page, DEMO.users.locationStaff.email, '/requests');
  await expect(page).toHaveURL(/\/requests$/);
  await page.goto('/qr/00000000-0000-4000-8000-00000000abcd');
  await expect(page.getByRole('heading', { level: 1, name: 'Label not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Scan again' }).click();
  await expect(page).toHaveURL(/\/assets\/scan$/);
});

// Offline, the app and the page's reads come from the service worker (a project without it by default).
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('offline, a label says to connect instead of failing: signed out, and signed in with nothing on this device', async ({ page, context }) => {
    const { labelId } = DEMO.assets.enterpriseWithLabel;
    await page.goto('/login');
    // The service worker serves the app without a network once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await context.setOffline(true);
    await page.goto(`/qr/${labelId}`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText('Connect to the internet to see what this label is on, then try again.')).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Walk-in Cooler' })).toBeVisible();

    // Signed in, a label whose equipment was never opened here: the existing offline page.
    await signedInAs(page, DEMO.users.locationStaff.email, '/requests');
    await expect(page).toHaveURL(/\/requests$/);
    await context.setOffline(true);
    await page.goto(`/qr/${DEMO.labels.enterpriseUnlinked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText("This label's equipment hasn't been opened on this device before.", { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scan again' })).toBeVisible();
    await context.setOffline(false);
  });
});
