import { describe, expect, it } from 'vitest';
import { INSURANCE_SOON_DAYS, insuranceMark, localDay } from '../../../src/domain/vendors/vendor-insurance';

describe('a vendor’s insurance mark (docs/product/vendors.md#insurance)', () => {
  it('is expired once its last day has passed, and expires soon within the next days', () => {
    expect(insuranceMark('2026-03-09', '2026-03-10')).toBe('expired');
    expect(insuranceMark('2026-03-10', '2026-03-10')).toBe('expiresSoon');
    expect(insuranceMark('2026-04-09', '2026-03-10')).toBe('expiresSoon');
    expect(INSURANCE_SOON_DAYS).toBe(30);
    expect(insuranceMark('2026-04-10', '2026-03-10')).toBeNull();
    // Across a year's end and a leap day.
    expect(insuranceMark('2029-01-15', '2028-12-20')).toBe('expiresSoon');
    expect(insuranceMark('2028-03-30', '2028-02-29')).toBe('expiresSoon');
    expect(insuranceMark('2028-03-31', '2028-02-29')).toBeNull();
    expect(insuranceMark(null, '2026-03-10')).toBeNull();
  });

  it('compares with the device’s calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});
