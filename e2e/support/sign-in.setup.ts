import { test as setup } from '@playwright/test';
import { loginWithCode, SIGNED_IN_ROLES, signedInStatePath } from './identity';

// Each role once per run, through the login page and a code from the dev mailbox, as a user would.
for (const email of SIGNED_IN_ROLES) {
  setup(`sign ${email} in`, async ({ page, request }) => {
    await page.goto('/login');
    await loginWithCode(page, request, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.context().storageState({ path: signedInStatePath(email) });
  });
}
