import { Button, Flex, Text } from '@chakra-ui/react';
import { stopImpersonating } from '@/session/selection';
import { useOptionalSession } from '@/session/session-context';
import { AppIcon } from '../icons';

/** While an administrator acts as someone else: on every page, with the way back (docs/product/roles-and-permissions.md). */
export function ImpersonationBanner() {
  const session = useOptionalSession();
  if (!session?.user.impersonation) return null;
  return (
    <Flex
      role="status"
      aria-live="polite"
      align="center"
      justify="center"
      gap="3"
      px="4"
      py="1.5"
      bg="orange.solid"
      color="orange.contrast"
      fontSize="sm"
      wrap="wrap"
    >
      <AppIcon name="user" boxSize="4" />
      <Text fontWeight="medium">
        Acting as {session.user.name}
        <Text as="span" hideBelow="md" fontWeight="normal">
          {' '}
          — signed in as {session.user.impersonation.realUser.name}
        </Text>
      </Text>
      <Button size="xs" variant="surface" colorPalette="orange" onClick={stopImpersonating}>
        Stop
      </Button>
    </Flex>
  );
}
