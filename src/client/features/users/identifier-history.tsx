import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { identifierMoveLine } from '@domain/users/identifier-history';
import { personDetailQuery } from './api/users-queries';

/** Who moved a person's login email or phone, and when (docs/product/roles-and-permissions.md). */
export function IdentifierHistory({ personId, customerId }: { personId: string; customerId: string }) {
  const detail = useQuery(personDetailQuery(personId, customerId));
  if (detail.error)
    return (
      <Text fontSize="sm" color="fg.error">
        {detail.error.message}
      </Text>
    );
  const moves = detail.data?.identifierHistory ?? [];
  if (!moves.length) return null;
  return (
    <Stack gap="1" aria-label="Login history">
      <Text fontSize="sm" fontWeight="medium">
        Login history
      </Text>
      {moves.map((move) => (
        <Text key={`${move.kind}-${move.at}`} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {identifierMoveLine(move)}
        </Text>
      ))}
    </Stack>
  );
}
