import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type OidcContext } from 'oidc-provider';

export interface TestAccount {
  subject: string;
  email: string;
  emailVerified: boolean;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for end-to-end sign-in tests. Its
 * login page is a one-field form: posting an account's email signs that account in; consent is
 * granted without asking, as a first-party provider would.
 */
export interface TestOpenIdProvider {
  issuer: string;
  /** A confidential client (client_secret_post), registered when the provider starts. */
  client(clientId: string): TestClient;
  /** Starts answering, with each client allowed to redirect only to the given callback URLs. */
  start(redirectUris: Record<string, string[]>): void;
  addAccount(email: string, options?: { emailVerified?: boolean }): TestAccount;
  close(): Promise<void>;
}

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><title>Sign in</title>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${uid}/login"><input name="login" type="email"><button>Sign in</button></form>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Listens at once (so the issuer URL is known before the app is configured); answers after `start`.
 * Browsers share cookies between ports of one host, so two providers in one test need two host
 * names (127.0.0.1 and localhost), as Google and Microsoft have.
 */
export async function listenTestOpenIdProvider(options: { hostname?: '127.0.0.1' | 'localhost' } = {}): Promise<TestOpenIdProvider> {
  const accounts = new Map<string, TestAccount>();
  const clients = new Map<string, TestClient>();
  let provider: Provider | undefined;
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const p = provider!;
    const details = await p.interactionDetails(req, res);
    if (req.method === 'GET' && path === `/interaction/${details.uid}`) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(loginPage(details.uid));
      return;
    }
    if (req.method === 'POST' && path === `/interaction/${details.uid}/login`) {
      const email = (await readForm(req)).get('login')?.toLowerCase();
      const account = [...accounts.values()].find((a) => a.email === email);
      if (!account) {
        res.writeHead(200, { 'content-type': 'text/html' }).end(loginPage(details.uid, 'Unknown account'));
        return;
      }
      await p.interactionFinished(req, res, { login: { accountId: account.subject } }, { mergeWithLastSubmission: false });
      return;
    }
    res.writeHead(404).end();
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!provider || !handle) return void res.writeHead(503).end('not started');
    if (path.startsWith('/interaction/')) {
      interaction(req, res, path).catch((err: unknown) => {
        res.writeHead(500).end(String(err));
      });
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://${options.hostname ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  function client(clientId: string): TestClient {
    let found = clients.get(clientId);
    if (!found) {
      found = { clientId, clientSecret: randomBytes(24).toString('base64url') };
      clients.set(clientId, found);
    }
    return found;
  }

  return {
    issuer,
    client,
    start(redirectUris) {
      const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
      provider = new Provider(issuer, {
        clients: Object.entries(redirectUris).map(([clientId, uris]) => ({
          client_id: clientId,
          client_secret: client(clientId).clientSecret,
          redirect_uris: uris,
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        })),
        jwks: { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
        cookies: { keys: [randomBytes(32).toString('hex')] },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
        findAccount: (_ctx: unknown, subject: string): Account | undefined => {
          const account = accounts.get(subject);
          if (!account) return undefined;
          return { accountId: subject, claims: () => ({ sub: subject, email: account.email, email_verified: account.emailVerified }) };
        },
        // First-party provider: grant what the client asks for instead of showing a consent page.
        loadExistingGrant: async (ctx: OidcContext) => {
          const { client, session, result, provider: p } = ctx.oidc;
          if (!client || !session?.accountId) return undefined;
          const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
          if (grantId) return p.Grant.find(grantId);
          const grant = new p.Grant({ accountId: session.accountId, clientId: client.clientId });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
      handle = provider.callback();
    },
    addAccount(email, options = {}) {
      const account = { subject: randomUUID(), email: email.toLowerCase(), emailVerified: options.emailVerified ?? true };
      accounts.set(account.subject, account);
      return account;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
