import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdExact, parseUsdCents } from '@domain/format/money-format';

describe('currency (docs/product/constants.md)', () => {
  it('shows US dollars without decimals below 1,000', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(42)).toBe('$42');
    expect(formatUsd(249.5)).toBe('$250');
    expect(formatUsd(999)).toBe('$999');
  });

  it('shows 1,000 and more compactly with one decimal and a k', () => {
    expect(formatUsd(1000)).toBe('$1.0k');
    expect(formatUsd(1249)).toBe('$1.2k');
    expect(formatUsd(12_550)).toBe('$12.6k');
    expect(formatUsd(1_250_000)).toBe('$1,250.0k');
  });

  it('counts a value that rounds to 1,000 as compact', () => {
    expect(formatUsd(999.6)).toBe('$1.0k');
  });

  it('keeps the sign of negative amounts, but not of a zero', () => {
    expect(formatUsd(-250)).toBe('-$250');
    expect(formatUsd(-4200)).toBe('-$4.2k');
    expect(formatUsd(-0.2)).toBe('$0');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatUsd(null)).toBe('');
    expect(formatUsd(undefined)).toBe('');
    expect(formatUsd(Number.NaN)).toBe('');
  });
});

describe('exact amounts (a not-to-exceed limit)', () => {
  it('reads dollars as typed into whole cents, or null', () => {
    expect(parseUsdCents('750')).toBe(75_000);
    expect(parseUsdCents(' $1,250.5 ')).toBe(125_050);
    expect(parseUsdCents('0.07')).toBe(7);
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '$']) expect(parseUsdCents(text), text).toBeNull();
  });

  it('shows cents exactly, with no compact form', () => {
    expect(formatUsdExact(125_050)).toBe('$1,250.50');
    expect(formatUsdExact(75_000)).toBe('$750.00');
  });
});
