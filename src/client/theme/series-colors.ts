/**
 * The colours of chart series, defined once so that a meaning keeps its colour across the product:
 * a late PM visit is the same orange on the home dashboard and in PM insights.
 */
export const MEANING_COLORS = {
  spend: 'brand.solid',
  onTime: 'green.solid',
  late: 'orange.solid',
  missed: 'red.solid',
  labour: 'blue.solid',
  parts: 'purple.solid',
  travel: 'cyan.solid',
  tax: 'gray.solid',
} as const;

/** Series without a fixed meaning (categories, in order): a stack's categories cycle through them. */
export const CATEGORY_COLORS = [
  'brand.solid',
  'blue.solid',
  'orange.solid',
  'purple.solid',
  'pink.solid',
  'cyan.solid',
  'yellow.solid',
  'green.solid',
  'red.solid',
  'gray.solid',
] as const;
