import { Box, HStack, Text } from '@chakra-ui/react';
import { useBrand } from '../lib/brand-context';
import { AppIcon } from './icons';

/** The brand's mark and name, as shown in the app bar, sidebar and public pages. */
export function BrandMark({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const brand = useBrand();
  return (
    <HStack gap="2.5">
      <Box
        data-testid="brand-mark"
        bg="brand.solid"
        color="brand.contrast"
        rounded="lg"
        boxSize={size === 'sm' ? '8' : '9'}
        display="grid"
        placeItems="center"
        flexShrink={0}
      >
        <AppIcon name="wrench" boxSize={size === 'sm' ? '4' : '5'} />
      </Box>
      <Text fontWeight="semibold" fontSize={size === 'sm' ? 'md' : 'lg'} lineClamp={1}>
        {brand.title}
      </Text>
    </HStack>
  );
}
