/**
 * Text the portal accepts: no NUL and no other C0 control character (nor DEL) except tab, line feed
 * and carriage return, which multi-line text (notes, descriptions) may hold. PostgreSQL cannot store
 * NUL in text, and the others are only ever noise or an attack on whoever shows the text later.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
const ANY_CONTROL_CHARACTERS = new RegExp(ANY_CONTROL_CHARACTER.source, 'g');

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Any control character at all, tabs and line breaks included (for single-line values such as paths). */
export function hasAnyControlCharacter(text: string): boolean {
  return ANY_CONTROL_CHARACTER.test(text);
}

/** A single-line name (an uploaded file's) with every control character, tabs and breaks too, removed. */
export function stripControlCharacters(text: string): string {
  return text.replace(ANY_CONTROL_CHARACTERS, '');
}

/**
 * The path (`a.b.0`) of the first string in a parsed body, query or params that holds a control
 * character, or null when there is none. `''` is the value itself.
 */
export function fieldWithControlCharacters(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return path ? `${path}.${key}` : key;
    const found = fieldWithControlCharacters(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
