// Without dependencies: the login page loads the provider names on demand (src/domain/auth/login-page-errors.ts).
/** External sign-in providers of docs/product/routing.md, in the order the login page lists them. */
export const LOGIN_PROVIDERS = ['google', 'microsoft', 'apple', 'linkedin', 'facebook'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

export const LOGIN_PROVIDER_NAMES: Record<LoginProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};
