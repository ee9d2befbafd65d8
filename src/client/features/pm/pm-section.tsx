import { Badge, Button, Checkbox, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime, formatDay } from '@domain/format/date-format';
import { PM_MESSAGES, type PmChecklistItemView, type PmChecklistView } from '@domain/pm/pm-api';
import { PM_CHECKLIST_STATUSES, type PmChecklistStatus } from '@domain/pm/pm-enums';
import { usePendingWrites } from '@/offline/use-outbox';
import { generateNext } from './api/pm-calls';
import { pmHistoryQuery } from './api/pm-queries';
import { useRefreshRequest } from '../requests/api/use-refresh-request';
import { ErrorNotice } from '@/components/error-notice';
import { PendingMark } from '@/components/sync/pending-mark';
import { StatusBadge } from '@/components/request-badges';
import { queueChecklistEdit, queueChecklistMark, queueChoreCompletion } from './api/pm-writes';
import { runQueued, SaveStatus, useSave } from '@/components/use-save';
import { useQuery } from '@tanstack/react-query';
import type { ApiRead } from '@/lib/api-query';
import { CHECKLIST_ANCHOR } from './checklist-anchor';
import { ROW_LINK_STYLE } from '@/components/row-link-style';

const STATUS_COLOURS: Record<PmChecklistStatus, string> = { 'Not Started': 'gray', Completed: 'green', 'Needs Repair': 'red', 'Not Applicable': 'purple' };

export interface PmSectionProps {
  requestId: string;
  checklist: ApiRead<PmChecklistView>;
  /** The customer's decisions (a dispatched vendor marks items, but neither edits the list nor generates the next request). */
  mayEditChecklist: boolean;
  mayGenerateNext: boolean;
}

/**
 * A preventative request's visit (docs/product/maintenance-and-guides.md): the checklist (mark each item, bulk edit, who
 * completed it), chore completions per PM asset, generating the next request of the series and the
 * series' history. Marks, edits and chores are queued and work offline.
 */
export function PmSection({ requestId, checklist, mayEditChecklist, mayGenerateNext }: PmSectionProps) {
  const pending = usePendingWrites({ kind: ['pm.checklist.mark', 'pm.checklist.edit', 'pm.chore.complete'] });
  const save = useSave();
  const error = save.error;
  const [editing, setEditing] = useState(false);
  const view = checklist.data;
  const open = view?.requestStatus !== 'Request Closed';
  // The newest: a mark made after one the server refused is the one that counts.
  const pendingMark = (itemId: string) => pending.findLast((e) => e.kind === 'pm.checklist.mark' && e.entityId === itemId);

  // What the user sees is the item's status, or their mark still waiting to be sent (not one the
  // server refused: that one waits in needs attention, and the item shows what the server holds).
  const shownStatus = (item: PmChecklistItemView): PmChecklistStatus => {
    const queued = pendingMark(item.id);
    return queued && queued.status !== 'rejected' ? ((queued.body as { status: PmChecklistStatus }).status ?? item.status) : item.status;
  };
  const mark = (item: PmChecklistItemView, status: PmChecklistStatus) =>
    runQueued(save, () => queueChecklistMark(item.id, status, shownStatus(item)), PM_MESSAGES.markFailed);

  return (
    <TitledCard
      title="Preventative maintenance checklist"
      id={CHECKLIST_ANCHOR}
      action={
        view &&
        open &&
        mayEditChecklist && (
          <Button size="xs" variant="outline" onClick={() => setEditing((e) => !e)}>
            {editing ? 'Close editing' : 'Edit checklist'}
          </Button>
        )
      }
    >
      {checklist.error && <ErrorNotice message={checklist.error.message} onRetry={() => void checklist.refetch()} />}
      {error && <ErrorNotice message={error} />}
      {view && !open && <Text color="fg.muted">{PM_MESSAGES.requestClosed}</Text>}
      {view && editing && <ChecklistEditor view={view} requestId={requestId} onDone={() => setEditing(false)} />}
      {view && !editing && (
        <Stack gap="2" data-testid="checklist">
          {view.items.items.map((item) => {
            const queued = pendingMark(item.id);
            const status = shownStatus(item);
            return (
              <HStack key={item.id} gap="3" borderWidth="1px" rounded="md" p="3" align="flex-start" wrap="wrap" data-testid="checklist-item">
                <Stack gap="0.5" flex="1" minW="12rem">
                  <Text fontWeight="medium">{item.title}</Text>
                  {item.description && (
                    <Text fontSize="sm" color="fg.muted">
                      {item.description}
                    </Text>
                  )}
                  {item.asset && (
                    <Text fontSize="xs" color="fg.muted">
                      {item.asset.name}
                    </Text>
                  )}
                  {item.completedAt && !queued && (
                    <Text fontSize="xs" color="fg.muted">
                      Marked {formatDateTime(item.completedAt)}
                      {item.completedByUser ? ` by ${item.completedByUser.name}` : ''}
                    </Text>
                  )}
                  {queued && <PendingMark entry={queued} />}
                </Stack>
                <Stack gap="1" align="flex-end">
                  {/* Open: the select shows the status (once); closed: the badge. */}
                  {!open && <Badge colorPalette={STATUS_COLOURS[status]}>{status}</Badge>}
                  {open && (
                    <NativeSelect.Root size="xs" w="40">
                      <NativeSelect.Field
                        aria-label={`Mark ${item.title}`}
                        value={status}
                        onChange={(e) => void mark(item, e.target.value as PmChecklistStatus)}
                      >
                        {PM_CHECKLIST_STATUSES.map((s) => (
                          <option key={s}>{s}</option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )}
                </Stack>
              </HStack>
            );
          })}
          {view.items.items.length === 0 && <Text color="fg.muted">This visit has no checklist items.</Text>}
        </Stack>
      )}
      {view && view.pmAssets.some((a) => a.chores.length > 0) && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Chores
          </Heading>
          {view.pmAssets.map((asset) =>
            asset.chores.map((chore) => {
              const key = `${asset.id}:${chore.choreTypeId}`;
              const queued = pending.find((e) => e.kind === 'pm.chore.complete' && e.entityId === key);
              const done = queued ? (queued.body as { completed: boolean }).completed : chore.completed;
              return (
                <HStack key={key} gap="2" wrap="wrap">
                  <Checkbox.Root
                    checked={done}
                    disabled={!open}
                    onCheckedChange={(d) =>
                      void runQueued(
                        save,
                        () => queueChoreCompletion({ pmRequestDetailAssetId: asset.id, choreTypeId: chore.choreTypeId, completed: d.checked === true }),
                        PM_MESSAGES.markFailed,
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {chore.name} · {asset.name}
                    </Checkbox.Label>
                  </Checkbox.Root>
                  {queued && <PendingMark entry={queued} />}
                  {!queued && chore.completedAt && (
                    <Text fontSize="xs" color="fg.muted">
                      {formatDay(chore.completedAt)}
                    </Text>
                  )}
                </HStack>
              );
            }),
          )}
        </Stack>
      )}
      <NextAndHistory requestId={requestId} mayGenerate={mayGenerateNext} />
    </TitledCard>
  );
}

interface EditRow {
  id: string;
  title: string;
  description: string;
}

/** Bulk edit: rename, add and remove items, sent as one queued edit. */
function ChecklistEditor({ view, requestId, onDone }: { view: PmChecklistView; requestId: string; onDone: () => void }) {
  const original = view.items.items;
  const [rows, setRows] = useState<EditRow[]>(original.map((i) => ({ id: i.id, title: i.title, description: i.description })));
  const saving = useSave();
  const error = saving.error;
  const removeIds = original.filter((i) => !rows.some((r) => r.id === i.id)).map((i) => i.id);
  const save = async () => {
    const queued = await runQueued(
      saving,
      () =>
        queueChecklistEdit({
          requestId,
          items: rows.filter((r) => r.title.trim()).map((r, position) => ({ id: r.id, title: r.title.trim(), description: r.description.trim(), position })),
          removeIds,
        }),
      PM_MESSAGES.markFailed,
    );
    if (queued !== undefined) onDone();
  };
  return (
    <Stack gap="2">
      {rows.map((row, i) => (
        <HStack key={row.id} gap="2">
          <Input
            size="sm"
            aria-label={`Item ${i + 1}`}
            value={row.title}
            onChange={(e) => setRows((rs) => rs.map((r) => (r.id === row.id ? { ...r, title: e.target.value } : r)))}
          />
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRows((rs) => rs.filter((r) => r.id !== row.id))}>
            Remove
          </Button>
        </HStack>
      ))}
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => setRows((rs) => [...rs, { id: crypto.randomUUID(), title: '', description: '' }])}>
          Add item
        </Button>
        <Button size="xs" colorPalette="brand" onClick={() => void save()}>
          Save checklist
        </Button>
      </HStack>
      {error && <Text color="fg.error">{error}</Text>}
    </Stack>
  );
}

/** Generate the next request of the series, and the series' other requests (docs/product/maintenance-and-guides.md). */
function NextAndHistory({ requestId, mayGenerate }: { requestId: string; mayGenerate: boolean }) {
  const history = useQuery(pmHistoryQuery(requestId));
  const refresh = useRefreshRequest(requestId);
  const save = useSave();
  const [created, setCreated] = useState<{ id: string; number: number; existed: boolean }>();
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="sm">
          Series history
        </Heading>
        {mayGenerate && (
          <Button
            size="xs"
            colorPalette="brand"
            variant="outline"
            loading={save.busy}
            onClick={async () => {
              const answer = await save.run(() => generateNext(requestId), 'An error occurred while trying to save.');
              if (answer) {
                setCreated({ id: answer.request.id, number: answer.request.number, existed: !answer.created });
                refresh();
              }
            }}
          >
            Generate next request
          </Button>
        )}
      </HStack>
      <SaveStatus save={save} />
      {created && (
        <Text fontSize="sm" role="status">
          {created.existed ? 'The next request already exists: ' : 'Next request created: '}
          <Link to="/requests/$id" params={{ id: created.id }}>
            <Text as="span" color="brand.fg" fontWeight="medium">
              #{created.number}
            </Text>
          </Link>
        </Text>
      )}
      {/* docs/product/messages.md: PM history shows an empty list when it cannot be loaded. */}
      {(history.data?.items.length ?? 0) > 0 ? (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Body>
              {history.data!.items.map((h) => (
                <Table.Row key={h.id}>
                  <Table.Cell>
                    <Link to="/requests/$id" params={{ id: h.id }} style={ROW_LINK_STYLE}>
                      <Text color="brand.fg">#{h.number}</Text>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{h.dueDate ? `Due ${formatDay(h.dueDate)}` : formatDay(h.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={h.requestStatus} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No other requests in this series.
        </Text>
      )}
    </Stack>
  );
}
