import { describe, expect, it } from 'vitest';
import { cleanFileName, fieldWithControlCharacters, hasControlCharacters } from '@domain/api/control-characters';

describe('control characters in input text', () => {
  it('keeps tabs and line breaks of multi-line text, refuses NUL, the other C0 controls and DEL', () => {
    expect(hasControlCharacters('Line one\r\nline two\tindented')).toBe(false);
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f']) expect(hasControlCharacters(`a${c}b`)).toBe(true);
  });

  it('names the first field that holds one, nested and in arrays, keys included', () => {
    expect(fieldWithControlCharacters({ name: 'ok', notes: [{ text: 'fine' }, { text: 'bad\u0000' }] })).toBe('notes.1.text');
    expect(fieldWithControlCharacters({ 'we\u0000ird': 1 })).toBe('we\u0000ird');
    expect(fieldWithControlCharacters('a\u0000')).toBe('');
    expect(fieldWithControlCharacters({ n: 1, b: true, x: null, s: 'clean' })).toBeNull();
  });

  it('strips every control character from a file name', () => {
    expect(cleanFileName('photo\u0000\n1.jpg')).toBe('photo1.jpg');
  });

  it('strips the bidirectional controls from a file name', () => {
    expect(cleanFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(cleanFileName('\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061Cphoto.jpg')).toBe('photo.jpg');
  });
});
