import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { brandConfig, brandSystem } from '@/theme/brand-system';

/**
 * The brand system carries only the recipes of the Chakra components the app uses (issue 15).
 * Every name the app imports from '@chakra-ui/react' must be listed here with the recipes it styles
 * with (its own and those of the parts it renders); a new component fails this test until it is.
 */
const RECIPES_OF: Record<string, string[]> = {
  Accordion: ['accordion'],
  Alert: ['alert'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  EmptyState: ['emptyState'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Progress: ['progress'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  SkeletonCircle: ['skeleton'],
  SkipNavLink: ['skipNavLink'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Textarea: ['textarea'],
  Timeline: ['timeline'],
};
/** Layout, utilities and types: no recipe. */
const WITHOUT_RECIPE = new Set([
  'AbsoluteCenter',
  'Box',
  'ButtonProps',
  'Center',
  // @chakra-ui/charts' series key, drawn only for a series without an icon: the app's charts give
  // every series a SeriesKey, so its recipe stays out of every first load.
  'ColorSwatch',
  'ChakraProvider',
  'Flex',
  'FormatNumber',
  'Grid',
  // Styles its children (attached, orientation) with its own inline styles, not a theme recipe.
  'Group',
  'HStack',
  'IconProps',
  'Image',
  'Portal',
  'SimpleGrid',
  'Show',
  'SkipNavContent',
  'Span',
  'Stack',
  'SystemContext',
  'Text',
  'VisuallyHidden',
  'chakra',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'defineStyle',
  'useChakraContext',
  'useLocaleContext',
  // A hook: reads the theme's breakpoints, styles nothing.
  'useBreakpointValue',
]);

/** The app's source files and those of @chakra-ui/charts (its legends and tooltips are Chakra components), as text. */
const sources = {
  ...import.meta.glob<string>('../../../src/client/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../node_modules/@chakra-ui/charts/dist/esm/**/*.js', { query: '?raw', import: 'default', eager: true }),
};

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const [, list] of source.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of list!.split(',')) {
        const imported = name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (imported) names.add(imported);
      }
    }
  }
  return names;
}

describe('Chakra recipes in the brand system', () => {
  const system = brandSystem('teal');
  const withAllRecipes = createSystem(defaultConfig);

  it('knows every component the app imports from Chakra', () => {
    expect(chakraImports().size).toBeGreaterThan(20);
    expect([...chakraImports()].filter((name) => !(name in RECIPES_OF) && !WITHOUT_RECIPE.has(name))).toEqual([]);
  });

  it('has the recipe of every component the app uses, as Chakra defines it', () => {
    for (const key of new Set(Object.values(RECIPES_OF).flat())) {
      expect(system.hasRecipe(key), key).toBe(true);
      const recipe = system.isRecipe(key) ? system.getRecipe(key) : system.getSlotRecipe(key);
      const original = withAllRecipes.isRecipe(key) ? withAllRecipes.getRecipe(key) : withAllRecipes.getSlotRecipe(key);
      expect(recipe, key).toEqual(original);
    }
  });

  it('keeps the default tokens, global styles and preflight', () => {
    const defaultBranded = createSystem(defaultConfig, brandConfig('teal'));
    expect(system.getTokenCss()).toEqual(defaultBranded.getTokenCss());
    expect(system.getGlobalCss()).toEqual(defaultBranded.getGlobalCss());
    expect(system.getPreflightCss()).toEqual(defaultBranded.getPreflightCss());
  });
});
