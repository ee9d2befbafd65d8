import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AppIcon } from '../icons';

/** The account menu of the top bar: profile and sign out. */
export function UserMenu() {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label="Account menu" rounded="full" px="2">
          <AppIcon name="user" />
          <AppIcon name="more" boxSize="4" hideBelow="md" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="profile" asChild>
              <Link to="/profile">
                <AppIcon name="user" boxSize="4" />
                Profile
              </Link>
            </Menu.Item>
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
