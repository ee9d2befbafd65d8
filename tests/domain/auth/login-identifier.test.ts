import { describe, expect, it } from 'vitest';
import { normalizePhone, parseLoginIdentifier } from '@domain/auth/login-identifier';

describe('login identifier (docs/product/messages.md#validation)', () => {
  it('treats a value with an at-sign as an email, trimmed and lower-cased', () => {
    expect(parseLoginIdentifier('  Company.Leader@Demo.Example ')).toEqual({ ok: true, kind: 'email', value: 'company.leader@demo.example' });
  });

  it('refuses an email that is not one', () => {
    expect(parseLoginIdentifier('someone@')).toMatchObject({ ok: false, kind: 'email', message: expect.stringContaining('email') });
  });

  it.each([
    ['+5551234567', '+15551234567'],
    ['5551234567', '+15551234567'],
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['15551234567', '+15551234567'],
    ['1 (555) 123-4567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['+15551234567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('normalises the phone %s to %s', (typed, e164) => {
    expect(parseLoginIdentifier(typed)).toEqual({ ok: true, kind: 'phone', value: e164 });
  });

  it.each(['', '555-1234', 'call me', '+0123456789', '0551234567', '25551234567', '+1234567890123456', '555 123 4567 ext 9'])(
    'refuses %j as a phone number',
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
      expect(parseLoginIdentifier(typed)).toMatchObject({ ok: false, kind: 'phone', message: expect.stringContaining('phone') });
    },
  );
});
