import { Link, Stack, Text } from '@chakra-ui/react';
import type { Customer } from './api/customer-calls';

/** The customer's account manager as others reach them: the name, and the email as a mail link; or that there is none. */
export function ManagerContact({ manager }: { manager: Customer['accountManager'] }) {
  if (!manager) return <Text>None assigned</Text>;
  return (
    <Stack gap="0" minW="0">
      <Text>{manager.name}</Text>
      {manager.email && (
        <Link href={`mailto:${manager.email}`} colorPalette="brand" wordBreak="break-all">
          {manager.email}
        </Link>
      )}
    </Stack>
  );
}
