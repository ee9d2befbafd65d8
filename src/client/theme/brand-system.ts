import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import type { BrandPalette } from '@domain/brand/brands';

/**
 * Chakra's default theme with only the recipes of the components the app uses: all ~80 recipes
 * weigh ~20 kB gzip on every first load (issue 15). A component whose recipe is missing renders
 * unstyled, so tests/client/theme/chakra-recipes.test.ts fails when the app imports a component
 * not accounted for here.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      timeline: timelineSlotRecipe,
    },
  },
});

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

/** The brand's additions to the theme: its `brand` palette and the page background. */
export function brandConfig(palette: BrandPalette) {
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
    system = createSystem(defaultBaseConfig, themeConfig, brandConfig(palette));
    systems.set(palette, system);
  }
  return system;
}
