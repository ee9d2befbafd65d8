import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OfflineBanner } from '../sync/offline-banner';
import { UpdatePrompt } from '../sync/update-prompt';
import { BottomTabBar } from './bottom-tab-bar';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The signed-in frame. Desktop (md and up): sidebar, top bar, content. Phone: top bar, content,
 * bottom tab bar (the content leaves room for it).
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Flex minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Box hideBelow="md">
        <Sidebar />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <TopBar />
        <OfflineBanner />
        <SkipNavContent asChild>
          <Box as="main" flex="1" w="full" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} pt={{ base: '5', md: '8' }} pb={{ base: '28', md: '10' }}>
            {children}
          </Box>
        </SkipNavContent>
      </Flex>
      <Box hideFrom="md">
        <BottomTabBar />
      </Box>
      <UpdatePrompt />
    </Flex>
  );
}
