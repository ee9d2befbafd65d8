import { Box, Button, Center, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { currentBrandOwnerQuery } from '@/session/current-brand-owner';
import { selectBrandOwnerMode, selectCustomer, stopImpersonating } from '@/session/selection';
import { selectionOptions } from '@/session/selection-options';
import { useSession } from '@/session/session-context';
import { isRealUserAdmin } from '@/session/user-info';
import { AppIcon } from '../icons';

/**
 * The account menu of the top bar: who is signed in, the customer or brand owner to work as
 * (docs/product/sessions-and-tenancy.md#modes-and-selection), profile, admin tools, stop acting as someone, and sign out.
 */
export function UserMenu() {
  const { user } = useSession();
  const { options, current } = selectionOptions(user);
  // In brand-owner mode the bar names the brand owner even with nothing to choose (a failed read names none).
  const brandOwner = useQuery({ ...currentBrandOwnerQuery(), enabled: user.mode === 'brandOwner' }).data;
  const currentLabel = options.find((o) => o.value === current)?.label ?? brandOwner?.name;

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" rounded="full" ps="1" pe={{ base: '1', md: '3' }}>
          {/* The accessible name holds the visible name and selection (what a voice user says), after this. */}
          <VisuallyHidden>Account menu: </VisuallyHidden>
          <Center boxSize="8" rounded="full" bg="brand.subtle" color="brand.fg">
            <AppIcon name="user" boxSize="4" />
          </Center>
          <Box as="span" hideBelow="md" textAlign="start" lineHeight="short">
            <Text as="span" display="block" fontWeight="medium">
              {user.name}
            </Text>
            {currentLabel && (
              <Text as="span" display="block" fontSize="xs" color="fg.muted">
                {currentLabel}
              </Text>
            )}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold">{user.name}</Text>
              {user.email && (
                <Text fontSize="xs" color="fg.muted">
                  {user.email}
                </Text>
              )}
              {brandOwner && (
                <Text fontSize="xs" color="fg.muted">
                  Brand owner: {brandOwner.name}
                </Text>
              )}
            </Box>
            {options.length > 0 && (
              <>
                <Menu.Separator />
                <Menu.RadioItemGroup
                  value={current ?? ''}
                  onValueChange={({ value }) => {
                    const option = options.find((o) => o.value === value);
                    if (!option || value === current) return;
                    if (option.kind === 'customer') selectCustomer(option.id);
                    else selectBrandOwnerMode(option.id);
                  }}
                >
                  <Menu.ItemGroupLabel>Working as</Menu.ItemGroupLabel>
                  {options.map((o) => (
                    <Menu.RadioItem key={o.value} value={o.value}>
                      <Menu.ItemText>
                        {o.label}
                        <Text as="span" ms="1.5" fontSize="xs" color="fg.muted">
                          {o.kind === 'customer' ? 'Customer' : 'Brand owner'}
                        </Text>
                      </Menu.ItemText>
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </>
            )}
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <Link to="/profile">
                <AppIcon name="user" boxSize="4" />
                Profile
              </Link>
            </Menu.Item>
            {(isRealUserAdmin(user) || user.isInternalStaff) && (
              <Menu.Item value="admin" asChild>
                <Link to="/admin">
                  <AppIcon name="admin" boxSize="4" />
                  Admin
                </Link>
              </Menu.Item>
            )}
            {user.impersonation && (
              <Menu.Item value="stop-impersonating" onClick={stopImpersonating}>
                <AppIcon name="signOut" boxSize="4" />
                Stop acting as {user.name}
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="sign-out" asChild>
              <Link to="/logout">
                <AppIcon name="signOut" boxSize="4" />
                Sign out
              </Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
