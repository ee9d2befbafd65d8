import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { BrandPalette } from '../../domain/brand/brands';

/** Shades of a Chakra scale that make the semantic `brand` palette (usable as colorPalette="brand"). */
const SHADES: Record<BrandPalette, Record<string, string>> = {
  teal: { solid: '600', fg: '700', focusRing: '500', border: '500', subtle: '100', muted: '200', emphasized: '300' },
  red: { solid: '600', fg: '700', focusRing: '500', border: '500', subtle: '100', muted: '200', emphasized: '300' },
  // Unbranded is dark grey: a near-black solid rather than Chakra's mid grey.
  gray: { solid: '800', fg: '800', focusRing: '600', border: '600', subtle: '100', muted: '200', emphasized: '300' },
};

function brandConfig(palette: BrandPalette) {
  const tokens = Object.fromEntries(Object.entries(SHADES[palette]).map(([name, shade]) => [name, { value: `{colors.${palette}.${shade}}` }]));
  return defineConfig({
    globalCss: {
      html: { bg: 'bg.muted' },
      body: { bg: 'bg.muted', minHeight: '100dvh' },
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
