import { Box } from '@chakra-ui/react';

/**
 * The colour key of a chart series, in its legend and tooltip. @chakra-ui/charts draws its own with
 * Chakra's ColorSwatch, whose recipe the brand system leaves out (every first load would carry it):
 * without it that key is a transparent box. A series passes this as its `icon` instead.
 */
export function SeriesKey({ color }: { color: string }) {
  return <Box as="span" display="inline-block" boxSize="2.5" rounded="sm" bg={color} flexShrink="0" />;
}
