import { LOGIN_PROVIDER_NAMES, LOGIN_PROVIDERS, type LoginProvider } from './login-provider-names';

/**
 * The failures the portal itself sends to /login or /link-accounts as `errorMessage`: a code, never text, so a link
 * made elsewhere cannot put its own words on the real login page. Provider failures name the provider as
 * `code:provider` (e.g. `cancelled:google`).
 */
const PROVIDER_MESSAGES = {
  unavailable: (name: string) => `Sign-in with ${name} is not available.`,
  'link-needs-login': (name: string) => `Please log in before linking your ${name} account.`,
  unreachable: (name: string) => `Could not reach ${name}. Please try again in a moment.`,
  expired: (name: string) => `Your ${name} sign-in expired or was started in another browser. Please try again.`,
  cancelled: (name: string) => `Sign-in with ${name} was cancelled.`,
  refused: (name: string) => `${name} could not sign you in. Please try again.`,
  failed: (name: string) => `Sign-in with ${name} could not be completed. Please try again.`,
  'linked-to-another-user': (name: string) => `This ${name} account is already linked to another user.`,
  'unverified-email': (name: string) =>
    `${name} did not confirm your email address, so it cannot be used to find your account. Log in another way and link ${name} from your profile.`,
  'no-account': (name: string) => `Could not find an account with the email of this ${name} account.`,
} as const;

const PLAIN_MESSAGES = {
  'login-required': 'Please log in to continue.',
  'revoke-failed': 'Error revoking token',
} as const;

export type ProviderErrorCode = keyof typeof PROVIDER_MESSAGES;
export type PlainErrorCode = keyof typeof PLAIN_MESSAGES;

/** Shown for an `errorMessage` the portal did not choose. */
export const UNKNOWN_LOGIN_ERROR_MESSAGE = 'Sign-in could not be completed. Please try again.';

export const providerErrorParam = (code: ProviderErrorCode, provider: LoginProvider) => `${code}:${provider}`;
export const plainErrorParam = (code: PlainErrorCode) => code;

const isProvider = (value: string | undefined): value is LoginProvider => (LOGIN_PROVIDERS as readonly string[]).includes(value ?? '');

/** The message for an `errorMessage` query value; none for none, the generic one for anything unknown. */
export function loginPageErrorText(param: string | undefined): string | undefined {
  if (!param) return undefined;
  const [code = '', provider, ...rest] = param.split(':');
  if (rest.length === 0 && Object.hasOwn(PROVIDER_MESSAGES, code) && isProvider(provider)) {
    return PROVIDER_MESSAGES[code as ProviderErrorCode](LOGIN_PROVIDER_NAMES[provider]);
  }
  if (provider === undefined && Object.hasOwn(PLAIN_MESSAGES, code)) return PLAIN_MESSAGES[code as PlainErrorCode];
  return UNKNOWN_LOGIN_ERROR_MESSAGE;
}
