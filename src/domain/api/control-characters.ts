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
/** Marks, embeddings, overrides and isolates that reorder text as shown (U+202E turns `gpj.exe` into `exe.jpg`). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Any control character at all, tabs and line breaks included (for single-line values such as paths). */
export function hasAnyControlCharacter(text: string): boolean {
  return ANY_CONTROL_CHARACTER.test(text);
}

/** A file's name as stored: every control character (tabs and breaks too) and bidirectional control removed. */
export function cleanFileName(text: string): string {
  return text.replace(ANY_CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '');
}

/**
 * The path (`a.b.0`) of the first string in a parsed body, query or params that holds a control
 * character, or null when there is none. `''` is the value itself. Walks with its own stack, so
 * no nesting depth can overflow the call stack.
 */
export function fieldWithControlCharacters(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (hasControlCharacters(next.value)) return next.path;
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    const children: { value: unknown; path: string }[] = [];
    for (const [key, item] of Object.entries(next.value)) {
      const path = next.path ? `${next.path}.${key}` : key;
      if (hasControlCharacters(key)) return path;
      children.push({ value: item, path });
    }
    // Reversed onto the stack, so the first field is looked at first.
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return null;
}
