/** External sign-in providers of SPEC §2, in the order the login page lists them. */
export const LOGIN_PROVIDERS = ['google', 'microsoft', 'apple', 'linkedin', 'facebook'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

export const LOGIN_PROVIDER_NAMES: Record<LoginProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

/** What `GET /v3/auth/{provider}/start` does once the provider has answered. */
export const LOGIN_PROVIDER_MODES = ['login', 'link'] as const;
export type LoginProviderMode = (typeof LOGIN_PROVIDER_MODES)[number];

/** GET /v3/auth/providers: the providers this deployment has credentials for. */
export interface LoginProvidersResponse {
  providers: { id: LoginProvider; name: string }[];
}

/** GET /v3/auth/identities: the caller's linked sign-in accounts, at most one per provider. */
export interface LinkedIdentitiesResponse {
  identities: { provider: LoginProvider; email: string | null; linkedAt: string }[];
}
