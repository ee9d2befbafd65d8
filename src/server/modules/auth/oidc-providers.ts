import { LOGIN_PROVIDERS, type LoginProvider } from '../../../domain/auth/login-providers';
import type { Config } from '../../config';

/** How the server talks to a provider. */
export type ProviderProtocol =
  /** OpenID Connect: discovery from the issuer, a signed ID token, userinfo when the token lacks the email. */
  | { kind: 'oidc'; issuer: URL }
  /** Facebook Login: OAuth 2 code flow, the email read from the Graph API. */
  | { kind: 'facebook-graph'; authorizationEndpoint: URL; tokenEndpoint: URL; meEndpoint: URL };

export interface ProviderSettings {
  id: LoginProvider;
  clientId: string;
  clientSecret: string;
  protocol: ProviderProtocol;
  scope: string;
  /**
   * Apple sends its answer as a POST (form_post) whenever the email is asked for; the others
   * redirect with a query string.
   */
  responseMode: 'query' | 'form_post';
}

const OIDC_SCOPE = 'openid email profile';

function settingsFor(config: Config, id: LoginProvider): ProviderSettings | null {
  switch (id) {
    case 'google':
      return oidc(id, config.OIDC_GOOGLE_CLIENT_ID, config.OIDC_GOOGLE_CLIENT_SECRET, config.OIDC_GOOGLE_ISSUER);
    case 'microsoft':
      return oidc(id, config.OIDC_MICROSOFT_CLIENT_ID, config.OIDC_MICROSOFT_CLIENT_SECRET, config.OIDC_MICROSOFT_ISSUER);
    case 'apple': {
      const apple = oidc(id, config.OIDC_APPLE_CLIENT_ID, config.OIDC_APPLE_CLIENT_SECRET, config.OIDC_APPLE_ISSUER);
      return apple && { ...apple, scope: 'openid email name', responseMode: 'form_post' };
    }
    case 'linkedin':
      return oidc(id, config.OIDC_LINKEDIN_CLIENT_ID, config.OIDC_LINKEDIN_CLIENT_SECRET, config.OIDC_LINKEDIN_ISSUER);
    case 'facebook': {
      const { OIDC_FACEBOOK_CLIENT_ID: clientId, OIDC_FACEBOOK_CLIENT_SECRET: clientSecret } = config;
      if (config.OIDC_FACEBOOK_ISSUER) return oidc(id, clientId, clientSecret, config.OIDC_FACEBOOK_ISSUER);
      if (!clientId || !clientSecret) return null;
      const version = config.OIDC_FACEBOOK_GRAPH_VERSION;
      return {
        id,
        clientId,
        clientSecret,
        protocol: {
          kind: 'facebook-graph',
          authorizationEndpoint: new URL(`https://www.facebook.com/${version}/dialog/oauth`),
          tokenEndpoint: new URL(`https://graph.facebook.com/${version}/oauth/access_token`),
          meEndpoint: new URL(`https://graph.facebook.com/${version}/me?fields=id,email`),
        },
        scope: 'email public_profile',
        responseMode: 'query',
      };
    }
  }
}

function oidc(id: LoginProvider, clientId: string | undefined, clientSecret: string | undefined, issuer: string): ProviderSettings | null {
  if (!clientId || !clientSecret) return null;
  return { id, clientId, clientSecret, protocol: { kind: 'oidc', issuer: new URL(issuer) }, scope: OIDC_SCOPE, responseMode: 'query' };
}

/** The providers this deployment has a client id and secret for, in the login page's order. */
export function configuredProviders(config: Config): ProviderSettings[] {
  return LOGIN_PROVIDERS.map((id) => settingsFor(config, id)).filter((p): p is ProviderSettings => p !== null);
}
