import { Alert, Badge, Button, HStack, Input, Switch, Table, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { roleOptions } from '@domain/permissions/assignable-roles';
import { personChangeRefusal } from '@domain/permissions/people-rights';
import type { RoleName } from '@domain/tenancy/roles';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { peopleQuery, rolesMapQuery, userKeys } from './api/users-queries';
import { archivePerson, PEOPLE_MESSAGES, PEOPLE_PAGE_SIZE, pendingChangeNotice, restorePerson, type Person } from './api/people-calls';
import { PersonDialog } from './person-dialog';
import { PageNavigator } from '@/components/page-navigator';
import { ErrorNotice } from '@/components/error-notice';
import { useSave } from '@/components/use-save';
import { ConfirmDialog } from '@/components/confirm-dialog';

// Loaded when opened: bringing people in from a spreadsheet is set-up work.
const PeopleCsvDialog = lazy(() => import('./people-csv-dialog').then(({ PeopleCsvDialog }) => ({ default: PeopleCsvDialog })));

export interface PeopleSectionProps {
  customerId: string;
  customerName: string;
  /** The caller at this customer; `role` null with no role there. */
  caller: { id: string; role: RoleName | null; isAdmin: boolean; allLocations: boolean; locationIds: string[] };
}

/**
 * The people of a customer (docs/product/sessions-and-tenancy.md, docs/product/roles-and-permissions.md) for those who may manage them: paged list with search and
 * archived people on request, add and edit with the assignable roles, archive (confirmed) and restore.
 */
export function PeopleSection({ customerId, customerName, caller }: PeopleSectionProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ search: '', includeArchived: false, offset: 0 });
  const people = useQuery({ ...peopleQuery(customerId, query), placeholderData: keepPreviousData });
  const page = people.data;
  const queryClient = useQueryClient();
  const save = useSave();
  // Ranks come from the server's roles map (GET permissions/roles), not a copy in the page.
  const rolesMap = useQuery(rolesMapQuery());
  // A failed change, or else a failed load.
  const error = save.error ?? people.error?.message ?? rolesMap.error?.message;
  // What a saved person's new login waits for; the snackbar has said the save worked.
  const [notice, setNotice] = useState<string>();
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Person | null>(null);
  const [spreadsheet, setSpreadsheet] = useState(false);
  const ranks = rolesMap.data;
  const manager = { ...caller, rank: caller.role && ranks ? ranks[caller.role].rank : null };
  const roles = ranks ? roleOptions(manager, ranks) : [];
  const canChange = (p: Person) => ranks !== undefined && p.id !== caller.id && personChangeRefusal(manager, p, (role) => ranks[role].rank) === null;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: userKeys.people(customerId) });

  const restore = async (p: Person) => {
    setNotice(undefined);
    if (await save.run(() => restorePerson(p.id, customerId).then(() => true), PEOPLE_MESSAGES.restore, `${p.name} was restored.`)) refresh();
  };

  return (
    <TitledCard
      title="People"
      description={`Everyone with access to ${customerName}.`}
      action={
        <HStack gap="2">
          <Button variant="outline" size="sm" hideBelow="md" onClick={() => setSpreadsheet(true)}>
            CSV
          </Button>
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            Add person
          </Button>
        </HStack>
      }
    >
      {error && <ErrorNotice message={error} />}
      {notice && (
        <Alert.Root status="success" rounded="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="4" wrap="wrap">
        <form
          role="search"
          style={{ flex: 1, minWidth: '14rem' }}
          onSubmit={(e) => {
            e.preventDefault();
            setQuery((q) => ({ ...q, search, offset: 0 }));
          }}
        >
          <Input aria-label="Search people" placeholder="Name, email or phone" value={search} onChange={(e) => setSearch(e.target.value)} />
        </form>
        <Switch.Root checked={query.includeArchived} onCheckedChange={(d) => setQuery((q) => ({ ...q, includeArchived: d.checked, offset: 0 }))}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Show archived</Switch.Label>
        </Switch.Root>
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">Contact</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="sm">Role</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page?.items.map((p) => (
              <Table.Row key={`${p.id}:${p.customerId}`} opacity={p.deletedAt ? 0.65 : 1}>
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{p.name}</Text>
                    {p.isOoo && (
                      <Badge colorPalette="orange" title={`Out of office ${p.oooStartDate?.slice(0, 10)} to ${p.oooEndDate?.slice(0, 10)}`}>
                        OOO
                      </Badge>
                    )}
                    {p.deletedAt && <Badge colorPalette="gray">Archived</Badge>}
                  </HStack>
                  <Text hideFrom="sm" fontSize="xs" color="fg.muted">
                    {p.role}
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow="md">
                  <Text fontSize="sm">{p.email}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {p.phone ? formatPhoneForDisplay(p.phone) : ''}
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow="sm">{p.role}</Table.Cell>
                <Table.Cell textAlign="end">
                  {canChange(p) && (
                    <HStack gap="1" justify="flex-end">
                      {p.deletedAt ? (
                        <Button size="xs" variant="outline" onClick={() => void restore(p)}>
                          Restore
                        </Button>
                      ) : (
                        <>
                          <Button size="xs" variant="outline" onClick={() => setEditing(p)}>
                            Edit
                          </Button>
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setArchiving(p)}>
                            Archive
                          </Button>
                        </>
                      )}
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {page && (
        <PageNavigator
          page={page}
          emptyText="No people found"
          onPrevious={() => setQuery((q) => ({ ...q, offset: Math.max(0, q.offset - PEOPLE_PAGE_SIZE) }))}
          onNext={() => setQuery((q) => ({ ...q, offset: q.offset + PEOPLE_PAGE_SIZE }))}
        />
      )}
      {spreadsheet && (
        <Suspense fallback={null}>
          <PeopleCsvDialog customerId={customerId} filters={query} onClose={() => setSpreadsheet(false)} />
        </Suspense>
      )}
      {editing && (
        <PersonDialog
          person={editing === 'new' ? undefined : editing}
          customerId={customerId}
          roles={roles}
          access={{ allLocations: caller.allLocations || caller.isAdmin, ownLocationIds: caller.locationIds }}
          onClose={() => setEditing(null)}
          onSaved={(person) => {
            setEditing(null);
            setNotice((person.pendingIdentifierChanges ?? []).map((c) => pendingChangeNotice(person.name, c)).join(' ') || undefined);
            refresh();
          }}
        />
      )}
      {archiving && (
        <ArchiveConfirmation
          person={archiving}
          customerName={customerName}
          onCancel={() => setArchiving(null)}
          onConfirm={async () => {
            setNotice(undefined);
            const result = await save.run(
              () => archivePerson(archiving.id, customerId),
              PEOPLE_MESSAGES.archive,
              (r) => (r.removedFromCustomer ? `${archiving.name} no longer has access to ${customerName}.` : `${archiving.name} was archived.`),
            );
            if (result) refresh();
            setArchiving(null);
          }}
        />
      )}
    </TitledCard>
  );
}

function ArchiveConfirmation({
  person,
  customerName,
  onCancel,
  onConfirm,
}: {
  person: Person;
  customerName: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      title={`Archive ${person.name}?`}
      message={
        person.sharedIdentity
          ? `They also work for another organisation, so they keep their login: they lose access to ${customerName} and can no longer be chosen as a contact here.`
          : 'They will no longer be able to log in or be chosen as a contact. You can restore them later.'
      }
      confirmLabel="Archive"
      destructive
      busy={busy}
      onClose={onCancel}
      onConfirm={() => {
        setBusy(true);
        void onConfirm();
      }}
    />
  );
}
