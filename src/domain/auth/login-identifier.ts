/**
 * The login identifier rule of docs/product/messages.md#validation: a value with an at-sign is an email, anything else a phone
 * number, normalised to E.164 so "(555) 123-4567" and "+15551234567" name the same account. The
 * client and the server both use this, so what the user typed and what the server looks up agree.
 */
export type LoginIdentifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export type LoginIdentifierResult = ({ ok: true } & LoginIdentifier) | { ok: false; kind: 'email' | 'phone'; message: string };

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address.';
export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number, for example (555) 123-4567 or +44 20 7946 0958.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** A North American number's area code starts with 2-9. */
const NANP_TEN_DIGITS = /^[2-9]\d{9}$/;

export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return EMAIL.test(email) ? email : null;
}

/**
 * Reading of "an 11-character phone value lacking the country prefix gets +1 inserted": after
 * dropping spaces, dots, dashes and brackets, a plus and ten digits ('+5551234567', 11 characters)
 * is a North American number typed without its country code 1, so +1 goes in front of the ten
 * digits. The same holds for ten bare digits ('5551234567') and for eleven bare digits starting
 * with 1 ('15551234567', the country code typed without the plus). Any other value with a plus is
 * taken as already carrying its country code. Ten digits are only taken as North American when the
 * area code starts with 2-9, as real area codes do, so a garbled number is refused rather than
 * turned into someone else's.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace('+', '');
  const hasPlus = compact.startsWith('+');
  let e164: string;
  if (digits.length === 10 && NANP_TEN_DIGITS.test(digits)) e164 = `+1${digits}`;
  else if (!hasPlus && digits.length === 11 && digits.startsWith('1') && NANP_TEN_DIGITS.test(digits.slice(1))) e164 = `+${digits}`;
  else if (hasPlus) e164 = compact;
  else return null;
  return E164.test(e164) ? e164 : null;
}

export function parseLoginIdentifier(raw: string): LoginIdentifierResult {
  if (raw.includes('@')) {
    const email = normalizeEmail(raw);
    return email ? { ok: true, kind: 'email', value: email } : { ok: false, kind: 'email', message: INVALID_EMAIL_MESSAGE };
  }
  const phone = normalizePhone(raw);
  return phone ? { ok: true, kind: 'phone', value: phone } : { ok: false, kind: 'phone', message: INVALID_PHONE_MESSAGE };
}
