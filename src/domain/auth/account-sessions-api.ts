import { z } from 'zod';
import { isoTimestamp, pageOf } from '../api/contract';

/**
 * Where the person is signed in (docs/product/sessions-and-tenancy.md#account-sessions), under
 * AUTH_PREFIX: each device's session, and signing one or all the others out.
 */
export const ACCOUNT_SESSION_PATHS = {
  /** GET pageQuerySchema → Page<AccountSession>: the caller's standing sessions, the current one first, then by last use. */
  list: '/sessions',
  /** POST → AccountSessionRevoked: signs that device out (not the current one: that is Log out). */
  revoke: '/sessions/:id/revoke',
  /** POST → AccountSessionRevoked: signs every other device out. */
  revokeOthers: '/sessions/revoke-others',
} as const;

export const accountSessionSchema = z.object({
  id: z.string(),
  /** The browser and system as read from its User-Agent ("Chrome on Android"), or "Unknown device". */
  device: z.string(),
  /** How the person signed in there: email code, text code, link, or a provider. */
  method: z.string(),
  signedInAt: isoTimestamp,
  /** Its last sign-in or token refresh. */
  lastSeenAt: isoTimestamp,
  /** The session of this very request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionPageSchema = pageOf(accountSessionSchema);

export const accountSessionRevokedSchema = z.object({ revoked: z.number().int() });
export type AccountSessionRevoked = z.infer<typeof accountSessionRevokedSchema>;

export const ACCOUNT_SESSION_MESSAGES = {
  list: 'An error occurred while trying to get your sessions.',
  revoke: 'An error occurred while trying to sign the device out.',
  current: 'This is the device you are using: log out here instead.',
} as const;

/** How each sign-in method is named to the person. */
export function signInMethodLabel(method: string): string {
  if (method === 'otp-email') return 'Email code';
  if (method === 'otp-phone') return 'Text code';
  if (method === 'magic-link' || method === 'legacy-magic-link') return 'Sign-in link';
  if (method.startsWith('oidc:')) return `${method.slice(5).charAt(0).toUpperCase()}${method.slice(6)} account`;
  return method;
}

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** A User-Agent as people name their device: "Chrome on Android", "Safari on iPhone"; "Unknown device" when it says nothing known. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
