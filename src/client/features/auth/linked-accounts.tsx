import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LinkedIdentitiesResponse, LoginProvider } from '@domain/auth/login-providers';
import { useSave } from '@/components/use-save';
import { apiBaseUrl } from '@/lib/brand';
import { providerStartUrl, unlinkProvider } from './api/auth-calls';
import { linkedIdentitiesQuery, loginProvidersQuery } from './api/auth-queries';
import { LoginError } from './login-card';

type Identity = LinkedIdentitiesResponse['identities'][number];

/**
 * The sign-in accounts (docs/product/sessions-and-tenancy.md identities): each provider this deployment offers, linked (with
 * Unlink) or not (with Link, which goes to the provider and comes back to `returnTo`).
 */
export function LinkedAccounts({ returnTo }: { returnTo: string }) {
  const providers = useQuery(loginProvidersQuery()).data;
  const identities: Identity[] = useQuery(linkedIdentitiesQuery()).data ?? [];
  const queryClient = useQueryClient();
  const save = useSave();
  const [unlinking, setUnlinking] = useState<LoginProvider | null>(null);

  if (!providers) return <Spinner color="brand.solid" />;
  if (providers.length === 0) return <Text color="fg.muted">No sign-in providers are set up for this portal.</Text>;

  const apiOrigin = apiBaseUrl();
  return (
    <Stack gap="3">
      {save.error && <LoginError message={save.error} />}
      <Stack as="ul" gap="2" listStyleType="none">
        {providers.map((p) => {
          const linked = identities.find((i) => i.provider === p.id);
          return (
            <HStack as="li" key={p.id} justify="space-between" borderWidth="1px" rounded="md" px="4" py="3" gap="3">
              <Stack gap="0.5" minW="0">
                <HStack gap="2">
                  <Text fontWeight="medium">{p.name}</Text>
                  {linked && (
                    <Badge colorPalette="green" variant="subtle">
                      Linked
                    </Badge>
                  )}
                </HStack>
                {linked?.email && (
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {linked.email}
                  </Text>
                )}
              </Stack>
              {linked ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={unlinking === p.id}
                  onClick={async () => {
                    setUnlinking(p.id);
                    const left = await save.run(() => unlinkProvider(p.id), 'An error occurred while trying to save.', `${p.name} unlinked.`);
                    if (left) queryClient.setQueryData(linkedIdentitiesQuery().queryKey, left);
                    setUnlinking(null);
                  }}
                >
                  Unlink
                </Button>
              ) : (
                <Button asChild size="sm" colorPalette="brand" variant="subtle">
                  <a href={providerStartUrl(apiOrigin, p.id, 'link', returnTo)}>Link</a>
                </Button>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
