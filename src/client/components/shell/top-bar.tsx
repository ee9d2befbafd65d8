import { Box, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandMark } from '../brand-mark';

/**
 * The bar above the content: the brand on a phone (the sidebar shows it on a desktop), then `children`
 * (sync state, account menu). It stays in view on a desktop only.
 */
export function TopBar({ children }: { children: ReactNode }) {
  return (
    <Flex
      as="header"
      // On a phone it scrolls away: with the tab bar and a page's own sticky bar, fixed bars would take a third of the screen.
      position={{ base: 'static', md: 'sticky' }}
      top="0"
      zIndex="sticky"
      h="14"
      px={{ base: '4', md: '8' }}
      align="center"
      justify="space-between"
      bg="bg"
      borderBottomWidth="1px"
    >
      <Box hideFrom="md">
        <BrandMark size="sm" />
      </Box>
      <Box flex="1" hideBelow="md" />
      <HStack gap="2">{children}</HStack>
    </Flex>
  );
}
