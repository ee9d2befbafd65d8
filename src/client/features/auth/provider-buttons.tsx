import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { LoginProvider, LoginProviderMode } from '@domain/auth/login-providers';
import { providerStartUrl } from './api/auth-calls';

/** "Continue with Google" and the others this deployment offers; nothing when none is configured. */
export function ProviderButtons({
  providers,
  apiBaseUrl,
  nextRoute,
  mode = 'login',
}: {
  providers: { id: LoginProvider; name: string }[];
  apiBaseUrl: string;
  nextRoute?: string;
  mode?: LoginProviderMode;
}) {
  if (providers.length === 0) return null;
  return (
    <Stack gap="3">
      <HStack>
        <Separator flex="1" />
        <Text flexShrink="0" fontSize="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      {providers.map((p) => (
        <Button key={p.id} asChild variant="outline" size="lg">
          <a href={providerStartUrl(apiBaseUrl, p.id, mode, nextRoute)}>Continue with {p.name}</a>
        </Button>
      ))}
    </Stack>
  );
}
