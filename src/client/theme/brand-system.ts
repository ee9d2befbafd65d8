import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { BrandPalette } from '../../domain/brand/brands';

/**
 * Shades of a Chakra scale that make the semantic `brand` palette (usable as colorPalette="brand").
 * `solid` carries white button text, so it must reach 4.5:1 against white (WCAG AA): teal 600 is only
 * 3.7:1, teal 700 is 7.7:1; red 600 is 4.8:1.
 */
export const BRAND_SHADES: Record<BrandPalette, Record<'solid' | 'fg' | 'focusRing' | 'border' | 'subtle' | 'muted' | 'emphasized', string>> = {
  teal: { solid: '700', fg: '800', focusRing: '600', border: '600', subtle: '100', muted: '200', emphasized: '300' },
  red: { solid: '600', fg: '700', focusRing: '500', border: '500', subtle: '100', muted: '200', emphasized: '300' },
  // Unbranded is dark grey: a near-black solid rather than Chakra's mid grey.
  gray: { solid: '800', fg: '800', focusRing: '600', border: '600', subtle: '100', muted: '200', emphasized: '300' },
};

function brandConfig(palette: BrandPalette) {
  const tokens = Object.fromEntries(Object.entries(BRAND_SHADES[palette]).map(([name, shade]) => [name, { value: `{colors.${palette}.${shade}}` }]));
  return defineConfig({
    globalCss: {
      html: { bg: 'bg.muted' },
      body: { bg: 'bg.muted', minHeight: '100dvh' },
      // A value (an email, a long model number) breaks rather than widening a phone's page sideways.
      dd: { overflowWrap: 'anywhere' },
    },
    theme: {
      semanticTokens: {
        colors: { brand: { ...tokens, contrast: { value: 'white' } } },
      },
    },
  });
}

const systems = new Map<BrandPalette, SystemContext>();

/** The Chakra system of a brand palette, built once per palette. */
export function brandSystem(palette: BrandPalette): SystemContext {
  let system = systems.get(palette);
  if (!system) {
    system = createSystem(defaultConfig, brandConfig(palette));
    systems.set(palette, system);
  }
  return system;
}
