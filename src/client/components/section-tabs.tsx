import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A row of links between the sub-pages of an area; the current one underlined in the brand colour. */
export function SectionTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack as="nav" aria-label={label} gap="1" borderBottomWidth="1px" mb="6" overflowX="auto">
      {children}
    </HStack>
  );
}

export function SectionTab({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <ChakraLink
      asChild
      px="3"
      py="2.5"
      mb="-1px"
      whiteSpace="nowrap"
      fontWeight="medium"
      color="fg.muted"
      borderBottomWidth="2px"
      borderColor="transparent"
      textDecoration="none"
      _hover={{ color: 'fg', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', borderColor: 'brand.solid' }}
      focusVisibleRing="inside"
      focusRingColor="brand.focusRing"
    >
      <Link {...link}>{children}</Link>
    </ChakraLink>
  );
}
