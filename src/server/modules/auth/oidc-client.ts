import * as client from 'openid-client';
import { z } from 'zod';
import type { LoginProvider } from '../../../domain/auth/login-providers';
import type { ProviderSettings } from './oidc-providers';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  /** The provider's stable id for the account. */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the account owns the email. */
  emailVerified: boolean;
}

/** The secrets of one sign-in attempt, kept by the browser between start and callback. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** This server's callback address as sent to the provider; the code exchange repeats it. */
  callbackUrl: string;
}

export function newSignInChecks(callbackUrl: string): SignInChecks {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), callbackUrl };
}

const facebookMeSchema = z.object({ id: z.string().min(1), email: z.string().optional() });

const truthy = (value: unknown) => value === true || value === 'true';

function emailOf(claims: Record<string, unknown>): string | null {
  return typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim().toLowerCase() : null;
}

/**
 * Talks to the sign-in providers with openid-client: discovery (cached per provider, retried after a
 * failure), the authorization URL with PKCE, state and nonce, and the code exchange.
 */
export class OidcClients {
  private readonly configurations = new Map<LoginProvider, Promise<client.Configuration>>();

  /** `allowHttpIssuers` lets tests and local identity providers run without TLS; never in production. */
  constructor(private readonly allowHttpIssuers: boolean) {}

  private configuration(settings: ProviderSettings): Promise<client.Configuration> {
    let pending = this.configurations.get(settings.id);
    if (!pending) {
      pending = this.discover(settings);
      pending.catch(() => this.configurations.delete(settings.id));
      this.configurations.set(settings.id, pending);
    }
    return pending;
  }

  private async discover(settings: ProviderSettings): Promise<client.Configuration> {
    const auth = client.ClientSecretPost(settings.clientSecret);
    const { protocol } = settings;
    if (protocol.kind === 'facebook-graph') {
      const server = {
        issuer: 'https://www.facebook.com',
        authorization_endpoint: protocol.authorizationEndpoint.href,
        token_endpoint: protocol.tokenEndpoint.href,
      };
      return new client.Configuration(server, settings.clientId, settings.clientSecret, auth);
    }
    const insecure = this.allowHttpIssuers && protocol.issuer.protocol === 'http:';
    return client.discovery(protocol.issuer, settings.clientId, settings.clientSecret, auth, {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
  }

  async authorizationUrl(settings: ProviderSettings, checks: SignInChecks): Promise<URL> {
    const config = await this.configuration(settings);
    const parameters: Record<string, string> = {
      redirect_uri: checks.callbackUrl,
      scope: settings.scope,
      state: checks.state,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (settings.protocol.kind === 'oidc') parameters.nonce = checks.nonce;
    if (settings.responseMode === 'form_post') parameters.response_mode = 'form_post';
    return client.buildAuthorizationUrl(config, parameters);
  }

  /**
   * Checks the provider's answer (state, issuer, ID token signature and nonce), exchanges the code
   * and reads the account's subject and email. Throws when any check fails.
   */
  async identify(settings: ProviderSettings, response: URLSearchParams, checks: SignInChecks): Promise<ProviderIdentity> {
    const config = await this.configuration(settings);
    const currentUrl = new URL(checks.callbackUrl);
    currentUrl.search = response.toString();
    const { protocol } = settings;

    if (protocol.kind === 'facebook-graph') {
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const answer = await client.fetchProtectedResource(config, tokens.access_token, protocol.meEndpoint, 'GET');
      if (!answer.ok) throw new Error(`Facebook Graph API answered ${answer.status}`);
      const me = facebookMeSchema.parse(await answer.json());
      // Facebook only hands out an email the person has confirmed.
      const email = emailOf(me);
      return { subject: me.id, email, emailVerified: email !== null };
    }

    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
    });
    let claims: Record<string, unknown> = { ...tokens.claims()! };
    // Providers that keep the ID token lean (and oidc-provider by default) give the email at userinfo.
    if (!emailOf(claims) && config.serverMetadata().userinfo_endpoint) {
      claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
    }
    return {
      subject: String(claims.sub),
      email: emailOf(claims),
      // Microsoft has no email_verified; its optional xms_edov claim says the domain owner verified it.
      emailVerified: truthy(claims.email_verified) || truthy(claims.xms_edov),
    };
  }
}
