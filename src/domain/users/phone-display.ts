/** A plus sign, 11 or 12 digits, then an optional extension ("x12", "ext. 12", "ext 12", "#12"). */
const E164_WITH_EXTENSION = /^\+(\d{11,12})(?:\s*(?:ext\.?|x|#)\s*(\d+))?$/i;

/**
 * docs/product/messages.md#validation phone display. North American numbers (+1 and ten digits) show in the 10-digit national
 * form, other 11-digit numbers as +C (XXX) XXX-XXXX and 12-digit ones as +CC (XXX) XXX-XXXX; an
 * extension is appended as "Ext. N". Anything else is returned unchanged.
 */
export function formatPhoneForDisplay(value: string): string {
  const match = E164_WITH_EXTENSION.exec(value.trim());
  if (!match) return value;
  const digits = match[1]!;
  const extension = match[2];
  const national = digits.slice(-10);
  const country = digits.slice(0, digits.length - 10);
  const local = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  const base = country === '1' ? local : `+${country} ${local}`;
  return extension ? `${base} Ext. ${extension}` : base;
}
