import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { E2E_BASE_URL } from '../playwright.config';

const port = new URL(E2E_BASE_URL).port;

async function brandOf(page: Page) {
  const mark = page.getByTestId('brand-mark').first();
  await expect(mark).toBeVisible();
  return {
    title: await page.title(),
    colour: await mark.evaluate((el) => getComputedStyle(el).backgroundColor),
    themeColor: await page.locator('meta[name="theme-color"]').getAttribute('content'),
  };
}

/** The colour of an icon's top-left pixel (its background), as #rrggbb. */
async function iconBackground(request: APIRequestContext, href: string): Promise<{ size: string; colour: string }> {
  const png = PNG.sync.read(await (await request.get(href)).body());
  const hex = [...png.data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('');
  return { size: `${png.width}x${png.height}`, colour: `#${hex}` };
}

test.describe('foundation shell', () => {
  test('a signed-out visit to a portal page lands on login with the full address as nextRoute', async ({ page }) => {
    await page.goto('/requests?status=Request%20Closed');
    await expect(page).toHaveURL(/\/login\?/);
    const nextRoute = new URL(page.url()).searchParams.get('nextRoute');
    const next = new URL(nextRoute ?? '', E2E_BASE_URL);
    expect(next.pathname).toBe('/requests');
    expect(next.searchParams.get('status')).toBe('Request Closed');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  test('the default brand is teal with a Service Portal title', async ({ page }) => {
    await page.goto('/login');
    expect(await brandOf(page)).toEqual({ title: 'Service Portal', colour: 'rgb(12, 93, 86)', themeColor: '#0c5d56' });
  });

  test("every brand's install icons are in its theme colour; iOS gets a 180 px home-screen icon of the brand", async ({ page, request }) => {
    for (const brand of ['default', 'partner', 'unbranded']) {
      const manifest = (await (await request.get(`/manifest-${brand}.webmanifest`)).json()) as { theme_color: string; icons: { src: string; sizes: string }[] };
      for (const icon of manifest.icons) expect(await iconBackground(request, icon.src), icon.src).toEqual({ size: icon.sizes, colour: manifest.theme_color });
      expect(await iconBackground(request, `/icons/${brand}-180.png`), brand).toEqual({ size: '180x180', colour: manifest.theme_color });
    }
    await page.goto('/login');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/default-180.png');
    await page.goto(`http://partner.localhost:${port}/login`);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/partner-180.png');
  });

  test('the partner brand is chosen by host name: red, My Service360', async ({ page }) => {
    await page.goto(`http://partner.localhost:${port}/login`);
    expect(await brandOf(page)).toEqual({ title: 'My Service360', colour: 'rgb(220, 38, 38)', themeColor: '#dc2626' });
  });

  test('single-sign-on vendor dispatch is unbranded: dark grey, Service Portal, on any host', async ({ page }) => {
    // A made-up link would go to /invalid-link (default brand): the link's read answers as for a valid one.
    await page.route('**/v3/ssp/public/links?**', (route) =>
      route.fulfill({
        json: {
          purpose: 'sso-dispatch',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          customerName: 'Bean Street Coffee',
          location: { name: 'Downtown', storeNumber: null, address: null, timezone: 'America/New_York' },
          request: null,
          assets: [],
        },
      }),
    );
    await page.goto(`http://partner.localhost:${port}/sso-vendor-dispatch?requestId=r1&vendorResponse=accept&token=t`);
    expect(await brandOf(page)).toEqual({ title: 'Service Portal', colour: 'rgb(39, 39, 42)', themeColor: '#27272a' });
  });

  test('an unknown path shows page-not-found with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the app shell answers; the router decides
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
  });

  test('a QR label opened signed out says what it is, with Sign in back to it and the app second', async ({ page }) => {
    // A label id no label has: the page says so instead of sending the visitor to the app download page.
    const labelId = '6f1c2d3e-0000-4000-8000-000000000001';
    await page.goto(`/qr/${labelId}`);
    await expect(page).toHaveURL(new RegExp(`/qr/${labelId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Label not found' })).toBeVisible();
    const signIn = page.getByRole('link', { name: 'Sign in' });
    expect(new URL((await signIn.getAttribute('href')) ?? '', E2E_BASE_URL).searchParams.get('nextRoute')).toBe(`/qr/${labelId}`);
    await page.getByRole('link', { name: 'Get the app' }).click();
    await expect(page.getByRole('heading', { name: /Get the Service Portal app/ })).toBeVisible();
  });

  test('error and maintenance pages explain themselves', async ({ page }) => {
    await page.goto('/error?errorMessage=E1234');
    await expect(page.getByText('E1234')).toBeVisible();
    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/invalid-link');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the server serves the deployed version the build wrote', async ({ request }) => {
    const res = await request.get('/version.json?time=1');
    expect(res.ok()).toBe(true);
    expect(await res.json()).toMatchObject({ version: expect.stringMatching(/^0\.1\.0/), builtAt: expect.any(String) });
  });
});
