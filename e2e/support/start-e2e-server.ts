import { spawn } from 'node:child_process';
import { listenTestOpenIdProvider } from '../../tests/helpers/oidc-provider';
import { DEMO } from '../../src/server/seed/demo-ids';
import { E2E_OIDC } from './e2e-oidc';

/**
 * The end-to-end server: a local OpenID provider standing in for Google (its account is a demo
 * user's verified email), then the real server pointed at it, on a fresh embedded database. Stops
 * both when Playwright stops it.
 */
const port = Number(process.env.PORT ?? 8181);
const provider = await listenTestOpenIdProvider({ hostname: '127.0.0.1' });
const client = provider.client(E2E_OIDC.clientId);
provider.addAccount(E2E_OIDC.accountEmail);
provider.start({ [E2E_OIDC.clientId]: [`http://localhost:${port}/v3/auth/google/callback`] });

// Node itself with tsx's loader (no npx in between), so stopping it stops the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PUBLIC_URL: `http://localhost:${port}`,
    OIDC_GOOGLE_CLIENT_ID: client.clientId,
    OIDC_GOOGLE_CLIENT_SECRET: client.clientSecret,
    OIDC_GOOGLE_ISSUER: provider.issuer,
    // Many logins from one address in a run; the per-address limits are tested by the API tests.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_REQUESTS_PER_WINDOW: '1000',
    // Tests share each role's session saved by the sign-in setup: an access token outliving the run
    // means none of them refreshes it, since a refresh token presented twice ends the session.
    ACCESS_TOKEN_MINUTES: '240',
    // Harbor Grill sees PM insights (docs/product/reporting.md): the e2e reporting tests open it.
    PM_INSIGHTS_CUSTOMER_IDS: DEMO.customers.enterprise.id,
  },
});

const stop = () => {
  server.kill('SIGTERM');
  void provider.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  void provider.close().finally(() => process.exit(code ?? 0));
});
