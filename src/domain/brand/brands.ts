/**
 * The product's brands (docs/product/README.md). The brand decides the page title and the primary colour, and by
 * configuration the API host and cookie domain (brand-settings.ts); it is picked from the page's host name and path by resolve-brand.ts.
 */
export type BrandId = 'default' | 'partner' | 'unbranded';

export const BRAND_IDS = ['default', 'partner', 'unbranded'] as const satisfies readonly BrandId[];

/** A Chakra UI colour scale; the brand's primary palette is built from it. */
export type BrandPalette = 'teal' | 'red' | 'gray';

export interface Brand {
  id: BrandId;
  /** Page title and the name shown in the app bar. */
  title: string;
  /** The colour scale of primary actions and the active navigation item. */
  palette: BrandPalette;
  /** Solid primary colour as hex, for places outside the theme (browser theme-color). */
  themeColor: string;
}

export const BRANDS: Record<BrandId, Brand> = {
  default: { id: 'default', title: 'Service Portal', palette: 'teal', themeColor: '#0c5d56' },
  partner: { id: 'partner', title: 'My Service360', palette: 'red', themeColor: '#dc2626' },
  unbranded: { id: 'unbranded', title: 'Service Portal', palette: 'gray', themeColor: '#27272a' },
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
