import { describe, expect, it } from 'vitest';
import { BRANDS } from '@domain/brand/brands';
import { BRAND_SHADES, brandSystem } from '@/theme/brand-system';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('brand colours', () => {
  for (const brand of Object.values(BRANDS)) {
    const solid = brandSystem(brand.palette).token(`colors.${brand.palette}.${BRAND_SHADES[brand.palette].solid}`) as string;

    it(`${brand.id}: white button text on the primary colour reaches 4.5:1`, () => {
      expect(contrast(solid, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    });

    it(`${brand.id}: the browser theme colour is the primary colour`, () => {
      expect(brand.themeColor).toBe(solid);
    });
  }
});
