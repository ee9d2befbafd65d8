import { Box, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/session/session-context';
import { BrandMark } from '../brand-mark';
import { AppIcon } from '../icons';
import { navItemsFor, SIDEBAR_ITEMS } from './nav-items';

/** Desktop navigation: the brand on top, then the main areas; the current one in the brand colour. */
export function Sidebar() {
  const session = useSession();
  return (
    <Flex as="nav" aria-label="Main" direction="column" w="60" flexShrink={0} position="sticky" top="0" h="100dvh" px="3" py="4">
      <Box px="2" mb="6">
        <BrandMark />
      </Box>
      <Stack as="ul" gap="1" listStyleType="none">
        {navItemsFor(session, SIDEBAR_ITEMS).map((item) => (
          <li key={item.to}>
            <ChakraLink
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2.5"
              rounded="md"
              color="fg.muted"
              fontWeight="medium"
              textDecoration="none"
              _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
              _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
              focusVisibleRing="outside"
              focusRingColor="brand.focusRing"
            >
              <Link to={item.to}>
                <AppIcon name={item.icon} />
                <Text as="span">{item.label}</Text>
              </Link>
            </ChakraLink>
          </li>
        ))}
      </Stack>
    </Flex>
  );
}
