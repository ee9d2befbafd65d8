import { Box, Center, chakra, CloseButton, Drawer, Flex, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '@/session/session-context';
import { AppIcon, type IconName } from '../icons';
import { MORE_ITEMS, navItemsFor, splitAroundScan, TAB_ITEMS, type NavItem } from './nav-items';

const tabStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  flex: '1',
  minW: '0',
  h: 'full',
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { textDecoration: 'none', color: 'fg' },
  _currentPage: { color: 'brand.fg' },
  focusVisibleRing: 'inside',
  focusRingColor: 'brand.focusRing',
} as const;

function Tab({ item }: { item: NavItem }) {
  return (
    <ChakraLink asChild {...tabStyle}>
      <Link to={item.to}>
        <AppIcon name={item.icon} />
        <span>{item.label}</span>
      </Link>
    </ChakraLink>
  );
}

/** The "More" tab: a bottom sheet with the areas that have no tab, the profile and sign out. */
function MoreSheet() {
  const [open, setOpen] = useState(false);
  const session = useSession();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
      <Drawer.Trigger asChild>
        <chakra.button type="button" cursor="pointer" {...tabStyle}>
          <AppIcon name="more" />
          <span>More</span>
        </chakra.button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="2xl" pb="env(safe-area-inset-bottom)">
            <Drawer.Header>
              <Drawer.Title>More</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <Stack as="ul" gap="1" listStyleType="none">
                {navItemsFor(session, MORE_ITEMS).map((item) => (
                  <li key={item.to}>
                    <SheetLink to={item.to} icon={item.icon} label={item.label} onNavigate={() => setOpen(false)} />
                  </li>
                ))}
                <li>
                  <SheetLink to="/logout" icon="signOut" label="Sign out" onNavigate={() => setOpen(false)} />
                </li>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function SheetLink({ to, icon, label, onNavigate }: { to: NavItem['to'] | '/logout'; icon: IconName; label: string; onNavigate: () => void }) {
  return (
    <ChakraLink
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="3"
      rounded="md"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
      onClick={onNavigate}
    >
      <Link to={to}>
        <AppIcon name={icon} />
        <Text as="span" fontWeight="medium">
          {label}
        </Text>
      </Link>
    </ChakraLink>
  );
}

/**
 * Phone navigation: tabs for the daily areas, a raised round Scan action in the middle (QR labels
 * on equipment: it opens the scanner) and "More" for the rest.
 */
export function BottomTabBar() {
  const session = useSession();
  const { left, right } = splitAroundScan(navItemsFor(session, TAB_ITEMS));
  return (
    <Box
      as="nav"
      aria-label="Main"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
      shadow="0 -2px 12px rgba(0,0,0,0.04)"
    >
      {/* Scan sits in the middle of the screen: the tabs either side share a half each (with four tabs and
          More, one side has a tab more). Only the tabs the user may open are there. */}
      <Flex h="16" align="stretch">
        <Flex flex="1" minW="0">
          {left.map((item) => (
            <Tab key={item.to} item={item} />
          ))}
        </Flex>
        <Center flexShrink="0" w="16">
          <ChakraLink
            asChild
            aria-label="Scan a QR code"
            boxSize="14"
            mt="-7"
            rounded="full"
            bg="brand.solid"
            color="brand.contrast"
            display="grid"
            placeItems="center"
            shadow="lg"
            borderWidth="4px"
            borderColor="bg"
            _hover={{ bg: 'brand.solid/90' }}
            focusVisibleRing="outside"
            focusRingColor="brand.focusRing"
          >
            <Link to="/assets/scan">
              <AppIcon name="scan" boxSize="6" />
            </Link>
          </ChakraLink>
        </Center>
        <Flex flex="1" minW="0">
          {right.map((item) => (
            <Tab key={item.to} item={item} />
          ))}
          <MoreSheet />
        </Flex>
      </Flex>
    </Box>
  );
}
