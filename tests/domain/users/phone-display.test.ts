import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from '@domain/users/phone-display';

describe('phone display (docs/product/messages.md#validation)', () => {
  it('shows North American numbers in the ten-digit form', () => {
    expect(formatPhoneForDisplay('+15551234567')).toBe('(555) 123-4567');
  });

  it('shows other 11- and 12-digit numbers with their country code', () => {
    expect(formatPhoneForDisplay('+75551234567')).toBe('+7 (555) 123-4567');
    expect(formatPhoneForDisplay('+445551234567')).toBe('+44 (555) 123-4567');
  });

  it('appends an extension as Ext.', () => {
    expect(formatPhoneForDisplay('+15551234567x89')).toBe('(555) 123-4567 Ext. 89');
    expect(formatPhoneForDisplay('+15551234567 ext. 12')).toBe('(555) 123-4567 Ext. 12');
  });

  it('leaves anything else unchanged', () => {
    for (const value of ['5551234567', '+1555123456', '+1555123456789', 'call the office', '']) {
      expect(formatPhoneForDisplay(value)).toBe(value);
    }
  });
});
