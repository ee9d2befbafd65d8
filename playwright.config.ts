import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
const CHAOS_SPEC = /offline\/outbox-chaos\.spec\.ts$/;
/** The specs of the offline machinery: the service worker's read cache and the outbox, offline and on lie-fi. */
const OFFLINE_SPECS = /e2e\/offline\/.*\.spec\.ts$/;
/** One embedded database per port: runs on different E2E_PORTs side by side do not share one. */
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
/** Where the setup project keeps each demo role's signed-in browser state (e2e/support/identity.ts). */
export const SIGNED_IN_DIR = `.tmp/e2e-signed-in-${PORT}`;
const SIGN_IN_SETUP = /support\/sign-in\.setup\.ts$/;

/**
 * End-to-end tests against the production build served by the real server on a fresh embedded
 * database with demo data. Debian's Chromium (Playwright cannot download its own browser here).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  // No retries: a test that needs one hides a race (each sign-in reads the code of its own request).
  retries: 0,
  // Generous on purpose: speed is measured by the bench scripts, never here. On this machine's two
  // cores, shared by the server and the two workers' browsers, the first asset page after a sign-in
  // has taken over 11 s to draw while the service worker precaches the app; a wait that long must
  // not fail a test that is otherwise right.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action of every test (DOM snapshots and a screencast), about a third
    // of the browser part's CPU here, and CI keeps nothing of it but its printed output: traces are
    // for local runs, where a failure's trace can be opened (npx playwright show-trace).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  // The outbox chaos spec loads the server hard for two minutes (hundreds of writes, dropped and
  // failed answers, an app update): it is a project of its own, run on its own after the others
  // (`npm run test:e2e` runs the browser projects, then chaos), so neither slows the other's timing down.
  // Each demo role signs in once through the login page (the sign-in setup) before the chromium
  // project; its tests that are not about signing in start from the role's saved cookies (signedInAs).
  // The service worker's first install in each test's new browser precaches the whole app: a fifth
  // to a third of what a test costs here. The worker is part of what the offline specs test, with
  // the app's reads going through it online as well; the other specs test what a page does, which
  // is the same with or without it, and run without it (a test of theirs that goes offline asks for
  // it: test.use({ serviceWorkers: 'allow' })).
  projects: [
    { name: 'sign-in', testMatch: SIGN_IN_SETUP, use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' } },
    {
      name: 'chromium',
      testIgnore: [CHAOS_SPEC, OFFLINE_SPECS],
      dependencies: ['sign-in'],
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'block' },
    },
    { name: 'offline', testMatch: OFFLINE_SPECS, testIgnore: CHAOS_SPEC, dependencies: ['sign-in'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chaos', testMatch: CHAOS_SPEC, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx e2e/support/start-e2e-server.ts`,
    url: `${E2E_BASE_URL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', SEED_DEMO: '1' },
  },
});
