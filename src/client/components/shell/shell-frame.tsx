import { Box, Flex, SkeletonCircle, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandMark } from '../brand-mark';
import { RoutePending } from '../route-pending';
import { OfflineBanner } from '../sync/offline-banner';
import { TopBar } from './top-bar';

/**
 * The frame of the signed-in area. Desktop (md and up): sidebar, top bar, content. Phone: top bar,
 * content, bottom tab bar (the content leaves room for it).
 */
export function ShellFrame({ sidebar, account, bottomBar, children }: { sidebar: ReactNode; account: ReactNode; bottomBar: ReactNode; children: ReactNode }) {
  return (
    <Flex minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      {/* The column carries the panel's colour and edge down the whole page; the navigation in it stays in view (sticky). */}
      <Box hideBelow="md" bg="bg" borderEndWidth="1px">
        {sidebar}
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <TopBar>{account}</TopBar>
        <OfflineBanner />
        <SkipNavContent asChild>
          <Box as="main" flex="1" w="full" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} pt={{ base: '5', md: '8' }} pb={{ base: '28', md: '10' }}>
            {children}
          </Box>
        </SkipNavContent>
      </Flex>
      <Box hideFrom="md">{bottomBar}</Box>
    </Flex>
  );
}

/**
 * The same frame while the signed-in user is loaded (on a weak connection that can take the read
 * budget): drawn at once from the precached app, with the shape of a page instead of a blank screen.
 * Kept apart from the full shell (its menus and drawer), which loads with the signed-in area's chunk.
 * It also holds what is said when the user could not be loaded (offline, with nothing of the
 * account kept on the device): the header and the offline banner stay around it.
 */
export function AppShellPending({ children = <RoutePending /> }: { children?: ReactNode }) {
  return (
    <ShellFrame
      sidebar={
        <Box w="60" h="100dvh" px="5" py="4">
          <BrandMark />
        </Box>
      }
      account={<SkeletonCircle size="8" />}
      bottomBar={<Box position="fixed" insetX="0" bottom="0" h="16" bg="bg" borderTopWidth="1px" />}
    >
      {children}
    </ShellFrame>
  );
}
