import { Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LOCATION_GROUP_NAME_MAX } from '@domain/tenancy/customer-patch';
import { ErrorNotice } from '@/components/error-notice';
import { SaveStatus, useSave } from '@/components/use-save';
import { SAVE_MESSAGES } from '@/lib/save-messages';
import { updateCustomer, type Customer } from './api/customer-calls';
import { draftChanged, draftOf, draftProblem, entriesOf, type GroupDraft } from './location-groups-draft';

/**
 * The customer's location groups, renamed, added and removed in one save (the whole list goes to
 * PATCH customers/{id}). Removing a group keeps its locations; they become ungrouped.
 */
export function LocationGroupsEditor({ customer, onSaved }: { customer: Customer; onSaved: (customer: Customer) => void | Promise<void> }) {
  const save = useSave();
  // What the last save answered: the page's copy of the customer follows only after its refetch.
  const [saved, setSaved] = useState(customer.locationGroups);
  const [draft, setDraft] = useState<GroupDraft[]>(() => draftOf(saved));
  const [newName, setNewName] = useState('');
  const added = useRef(0);
  const savedName = new Map(saved.map((g) => [g.id, g.name]));
  const changed = draftChanged(saved, draft);
  const problem = draftProblem(draft);

  const rename = (key: string, name: string) => setDraft((d) => d.map((g) => (g.key === key ? { ...g, name } : g)));
  const add = () => {
    if (!newName.trim()) return;
    setDraft((d) => [...d, { key: `added-${++added.current}`, name: newName.trim() }]);
    setNewName('');
  };
  const submit = async () => {
    const answer = await save.run(() => updateCustomer(customer.id, { locationGroups: entriesOf(draft) }), SAVE_MESSAGES.saveFailed);
    if (!answer) return;
    setSaved(answer.locationGroups);
    setDraft(draftOf(answer.locationGroups));
    await onSaved(answer);
  };

  return (
    <Stack
      as="form"
      gap="3"
      aria-label="Location groups"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        Groups let the dashboard and the reports look at a region at a time. Removing a group keeps its locations; they become ungrouped.
      </Text>
      {draft.length === 0 && <Text fontSize="sm">No groups yet.</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {draft.map((g) => (
          <HStack as="li" key={g.key} gap="2">
            <Input
              size="sm"
              flex="1"
              minW="0"
              aria-label={g.id ? `Name of group ${savedName.get(g.id)}` : 'Name of a new group'}
              value={g.name}
              maxLength={LOCATION_GROUP_NAME_MAX}
              onChange={(e) => rename(g.key, e.target.value)}
            />
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDraft((d) => d.filter((x) => x.key !== g.key))}>
              Remove<chakra.span srOnly> {g.name}</chakra.span>
            </Button>
          </HStack>
        ))}
      </Stack>
      <HStack gap="2">
        <Input
          size="sm"
          flex="1"
          minW="0"
          aria-label="New group name"
          placeholder="New group, e.g. West"
          value={newName}
          maxLength={LOCATION_GROUP_NAME_MAX}
          onChange={(e) => setNewName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <Button size="sm" variant="outline" onClick={add} disabled={!newName.trim()}>
          Add group
        </Button>
      </HStack>
      {changed && problem && <ErrorNotice message={problem} size="sm" />}
      <SaveStatus save={save} />
      <HStack justify="flex-end" gap="2">
        <Button size="sm" variant="ghost" disabled={!changed || save.busy} onClick={() => setDraft(draftOf(saved))}>
          Undo changes
        </Button>
        <Button size="sm" type="submit" colorPalette="brand" loading={save.busy} disabled={!changed || !!problem}>
          Save groups
        </Button>
      </HStack>
    </Stack>
  );
}
