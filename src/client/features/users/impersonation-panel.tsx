import { Badge, Button, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { startImpersonating } from '@/session/selection';
import { ADMIN_PAGE_SIZE, addFavorite, removeFavorite } from './api/admin-calls';
import { adminUserSearchQuery, impersonationFavoritesQuery } from './api/users-queries';
import { PageNavigator } from '@/components/page-navigator';
import { ErrorNotice } from '@/components/error-notice';
import { useSave } from '@/components/use-save';

const SAVE_ERROR = 'An error occurred while trying to save.';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Administrators (docs/product/roles-and-permissions.md): search every user, act as one (the impersonation cookie, then the app
 * reloads as them), and keep favourite users to act as.
 */
export function ImpersonationPanel({ selfId }: { selfId: string }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ text: '', offset: 0 });
  const userSearch = useQuery({ ...adminUserSearchQuery(query.text, query.offset), placeholderData: keepPreviousData });
  const results = userSearch.data;
  const favoritesRead = useQuery(impersonationFavoritesQuery());
  const favorites = favoritesRead.data?.items ?? [];
  const queryClient = useQueryClient();
  const save = useSave();
  const error = save.error ?? (userSearch.error ?? favoritesRead.error)?.message;

  const toggleFavorite = async (user: { id: string; name: string }, isFavorite: boolean) => {
    const done = await save.run(
      () => (isFavorite ? removeFavorite(user.id) : addFavorite(user.id)).then(() => true),
      SAVE_ERROR,
      isFavorite ? `${user.name} removed from favourites.` : `${user.name} added to favourites.`,
    );
    if (done) void queryClient.invalidateQueries({ queryKey: impersonationFavoritesQuery().queryKey });
  };
  const favoriteIds = new Set(favorites.map((f) => f.userId));

  return (
    <Stack gap="6">
      {error && <ErrorNotice message={error} />}
      <TitledCard title="Favourites">
        {favorites.length === 0 ? (
          <Text color="fg.muted">Star a user in the search below to keep them here.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {favorites.map((f) => (
              <HStack as="li" key={f.userId} justify="space-between" gap="3" borderWidth="1px" rounded="md" px="3" py="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{f.name}</Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {f.email ?? (f.phone ? formatPhoneForDisplay(f.phone) : '')}
                  </Text>
                </Stack>
                <HStack gap="1">
                  <IconButton
                    size="sm"
                    variant="ghost"
                    color="orange.500"
                    aria-label={`Remove ${f.name} from favourites`}
                    onClick={() => void toggleFavorite({ id: f.userId, name: f.name }, true)}
                  >
                    <Star filled />
                  </IconButton>
                  <Button size="sm" colorPalette="brand" onClick={() => startImpersonating(f.userId)}>
                    Act as
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </TitledCard>

      <TitledCard
        title="Act as a user"
        description="Search every user by name, email or phone. Acting as someone shows the portal as they see it; every call is audited."
      >
        <form
          role="search"
          aria-label="User search"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ text: search, offset: 0 });
          }}
        >
          <HStack>
            <Input aria-label="Search users" placeholder="Name, email or phone" value={search} onChange={(e) => setSearch(e.target.value)} />
            <Button type="submit" colorPalette="brand" variant="subtle">
              Search
            </Button>
          </HStack>
        </form>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Email</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Phone</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {results?.items.map((u) => (
                <Table.Row key={u.id}>
                  {/* The scroll area keeps cells on one line: here a long email breaks rather than push the row's actions out of a phone's view. */}
                  <Table.Cell whiteSpace="normal">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="medium">{u.name}</Text>
                      {u.isAdmin && <Badge colorPalette="purple">Admin</Badge>}
                      {!u.isAdmin && u.isInternalStaff && <Badge>Staff</Badge>}
                      {u.deletedAt && <Badge colorPalette="gray">Archived</Badge>}
                    </HStack>
                    <Text hideFrom="md" fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {u.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell hideBelow="md">{u.email}</Table.Cell>
                  <Table.Cell hideBelow="md">{u.phone ? formatPhoneForDisplay(u.phone) : ''}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack gap="1" justify="flex-end">
                      <IconButton
                        size="sm"
                        variant="ghost"
                        color={favoriteIds.has(u.id) ? 'orange.500' : 'fg.muted'}
                        aria-label={favoriteIds.has(u.id) ? `Remove ${u.name} from favourites` : `Add ${u.name} to favourites`}
                        aria-pressed={favoriteIds.has(u.id)}
                        onClick={() => void toggleFavorite(u, favoriteIds.has(u.id))}
                      >
                        <Star filled={favoriteIds.has(u.id)} />
                      </IconButton>
                      <Button
                        size="sm"
                        colorPalette="brand"
                        variant="outline"
                        disabled={u.id === selfId || u.deletedAt !== null}
                        onClick={() => startImpersonating(u.id)}
                      >
                        Act as
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {results && (
          <PageNavigator
            page={results}
            emptyText="No users found"
            onPrevious={() => setQuery((q) => ({ ...q, offset: Math.max(0, q.offset - ADMIN_PAGE_SIZE) }))}
            onNext={() => setQuery((q) => ({ ...q, offset: q.offset + ADMIN_PAGE_SIZE }))}
          />
        )}
      </TitledCard>
    </Stack>
  );
}
