import { test as setup } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/client/lib/storage-keys';
import { loginWithCode, SIGNED_IN_ROLES, signedInStatePath } from './identity';

// Each role once per run, through the login page and a code from the dev mailbox, as a user would.
for (const email of SIGNED_IN_ROLES) {
  setup(`sign ${email} in`, async ({ page, request }) => {
    await page.goto('/login');
    await loginWithCode(page, request, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    // Each test is a new device: a first fill of the offline set in every one of them loaded the
    // shared server with minutes of work over the suite. Tests start with it off on the device,
    // as the sync drawer's switch leaves it; e2e/offline/offline-set.spec.ts turns it on there.
    await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.offlineSetOff);
    await page.context().storageState({ path: signedInStatePath(email) });
  });
}
