import { Badge, Box, Button, Card, DataList, Field, Grid, Heading, HStack, Skeleton, Stack, Text, Textarea, Timeline } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { mayActOnEscalation, mayResolveEscalation, maySpeakForManufacturer } from '@domain/escalations/escalation-rights';
import { ESCALATION_MESSAGES, updateStatusLabel, USER_UPDATE_STATUSES } from '@domain/escalations/escalation-constants';
import type { EscalationDetail as Escalation, EscalationWriteResult } from '@domain/escalations/escalations-api';
import { FILES_MESSAGES, isAllowedUploadType, MAX_UPLOAD_BYTES } from '@domain/files/files-api';
import { formatDateTime } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField } from '@/components/select-field';
import { SaveStatus, useSave } from '@/components/use-save';
import { formatBytes } from '@/lib/format-bytes';
import { useSession } from '@/session/session-context';
import { openStoredFile } from '../files/api/open-stored-file';
import { requestKeys } from '../requests/api/request-keys';
import { postEscalationUpdate, reopenEscalation, resolveEscalation, uploadEscalationFile } from './api/escalation-calls';
import { escalationKeys } from './api/escalation-keys';
import { escalationQuery } from './api/escalation-queries';
import { EscalationStatusBadge } from './escalation-badges';
import { AppDialog } from '@/components/app-dialog';
import { TitledCard } from '@/components/titled-card';

/** After a write: the answer is the escalation as it is now; the lists and the request's timeline changed too. */
function useEscalationWritten(e: Escalation) {
  const queryClient = useQueryClient();
  return (written?: EscalationWriteResult) => {
    if (written) queryClient.setQueryData(escalationKeys.one(e.id), written);
    else void queryClient.invalidateQueries({ queryKey: escalationKeys.one(e.id) });
    void queryClient.invalidateQueries({ queryKey: escalationKeys.lists });
    void queryClient.invalidateQueries({ queryKey: requestKeys.one(e.requestId) });
  };
}

/**
 * One escalation (docs/product/escalations.md): the request it is on, the equipment and manufacturer,
 * why, the files, the updates as a timeline, and the manufacturer's rating. Posting an update, adding
 * a file and resolving show only to those the server lets do them, and not once it is resolved;
 * then those who resolve may reopen it.
 */
export function EscalationDetailPage({ escalationId }: { escalationId: string }) {
  const query = useQuery(escalationQuery(escalationId));
  const { ability } = useSession();
  const e = query.data;
  const may = e ? mayActOnEscalation(ability, e) && e.status !== 'Resolved' : false;

  return (
    <Stack gap="4">
      <Box>
        <Button asChild variant="ghost" size="sm" ms="-2">
          <Link to="/escalations">← Escalations</Link>
        </Button>
      </Box>
      {query.error && <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />}
      {!e && query.isPending && <Skeleton height="24" rounded="md" />}
      {e && (
        <>
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Text color="fg.muted">Escalation of request #{e.requestNumber}</Text>
              <EscalationStatusBadge status={e.status} />
            </HStack>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {e.asset?.name ?? 'Equipment'} · {e.brandOwner?.name ?? 'no manufacturer'}
            </Heading>
            <Text color="fg.muted">
              {e.locationName} · {e.customerName}
            </Text>
          </Stack>
          {mayResolveEscalation(ability, e) && (may || e.status === 'Resolved') && <StatusChangeCard escalation={e} />}
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
            <Stack gap="4">
              <Overview escalation={e} />
              <Updates escalation={e} mayPost={may} manufacturer={maySpeakForManufacturer(ability, e)} />
            </Stack>
            <Stack gap="4">
              <Files escalation={e} mayAdd={may} />
              <Rating escalation={e} />
            </Stack>
          </Grid>
        </>
      )}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '24', sm: '32' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Overview({ escalation: e }: { escalation: Escalation }) {
  const model = [e.asset?.modelNumber && `model ${e.asset.modelNumber}`, e.asset?.serialNumber && `serial ${e.asset.serialNumber}`].filter(Boolean).join(', ');
  return (
    <TitledCard title="Details" bodyGap="0">
      <DataList.Root orientation="horizontal" size="md" gap="3">
        <Fact label="Request">
          <Link to="/requests/$id" params={{ id: e.requestId }}>
            <Text as="span" color="brand.fg" fontWeight="medium">
              #{e.requestNumber}
            </Text>
          </Link>
        </Fact>
        <Fact label="Equipment">
          <Stack gap="0">
            <Text>{e.asset?.name ?? 'None'}</Text>
            {model && (
              <Text fontSize="sm" color="fg.muted">
                {model}
              </Text>
            )}
          </Stack>
        </Fact>
        <Fact label="Manufacturer">{e.brandOwner?.name ?? 'Not known: nobody was told'}</Fact>
        <Fact label="Reasons">
          <HStack gap="1" wrap="wrap">
            {e.reasons.map((r) => (
              <Badge key={r} variant="outline">
                {r}
              </Badge>
            ))}
          </HStack>
        </Fact>
        {e.notes && (
          <Fact label="Notes">
            <Text whiteSpace="pre-wrap">{e.notes}</Text>
          </Fact>
        )}
        <Fact label="Escalated">
          {formatDateTime(e.createdAt)}
          {e.createdByName ? ` by ${e.createdByName}` : ''}
        </Fact>
        {e.resolvedAt && <Fact label="Resolved">{formatDateTime(e.resolvedAt)}</Fact>}
      </DataList.Root>
    </TitledCard>
  );
}

function Updates({ escalation: e, mayPost, manufacturer }: { escalation: Escalation; mayPost: boolean; manufacturer: boolean }) {
  return (
    <TitledCard title="Updates">
      {mayPost && <UpdateComposer escalation={e} manufacturer={manufacturer} />}
      <Timeline.Root size="sm" variant="subtle" data-testid="escalation-updates">
        {[...e.updates].reverse().map((u) => (
          <Timeline.Item key={u.id}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={u.authorKind === 'manufacturer' ? 'blue.solid' : undefined} />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium" textStyle="sm">
                    {u.authorName}
                  </Text>
                  {u.authorKind === 'manufacturer' && (
                    <Badge size="sm" colorPalette="blue" variant="subtle">
                      Manufacturer
                    </Badge>
                  )}
                  {u.status && <EscalationStatusBadge status={u.status} />}
                </HStack>
              </Timeline.Title>
              <Timeline.Description>{formatDateTime(u.createdAt)}</Timeline.Description>
              <Text textStyle="sm" whiteSpace="pre-wrap">
                {u.text}
              </Text>
            </Timeline.Content>
          </Timeline.Item>
        ))}
        <Timeline.Item>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator />
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>Escalated{e.createdByName ? ` by ${e.createdByName}` : ''}</Timeline.Title>
            <Timeline.Description>{formatDateTime(e.createdAt)}</Timeline.Description>
            <Text textStyle="sm">
              {e.brandOwner ? `${e.brandOwner.name} was sent a link to post updates.` : 'The equipment has no manufacturer, so nobody was told.'}
            </Text>
          </Timeline.Content>
        </Timeline.Item>
      </Timeline.Root>
      {e.updates.length === 0 && <Text color="fg.muted">No updates yet.</Text>}
    </TitledCard>
  );
}

function UpdateComposer({ escalation: e, manufacturer }: { escalation: Escalation; manufacturer: boolean }) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<'' | (typeof USER_UPDATE_STATUSES)[number]>('');
  const save = useSave();
  const written = useEscalationWritten(e);
  // The manufacturer's users say it has responded (once), or propose a resolution: the customer resolves.
  const statuses = USER_UPDATE_STATUSES.filter((s) => s !== e.status && !(s === 'Manufacturer Responded' && e.status !== 'Open'));
  const post = async () => {
    const result = await save.run(
      () => postEscalationUpdate(e.id, { text: text.trim(), status: status || undefined }),
      ESCALATION_MESSAGES.update,
      'Update posted.',
    );
    if (!result) return;
    setText('');
    setStatus('');
    written(result);
  };
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Post an update</Field.Label>
        <Textarea value={text} rows={3} maxLength={5000} onChange={(ev) => setText(ev.target.value)} placeholder="What is happening with this escalation" />
      </Field.Root>
      <HStack justify="space-between" gap="2" wrap="wrap">
        {manufacturer && statuses.length > 0 ? (
          <Box minW="14rem">
            <SelectField
              label="Mark as"
              size="sm"
              value={status}
              empty="No change of status"
              options={statuses.map((s) => ({ value: s, label: updateStatusLabel(s) }))}
              onChange={(v) => setStatus(v as typeof status)}
            />
          </Box>
        ) : (
          <Box />
        )}
        <Button size="sm" colorPalette="brand" loading={save.busy} disabled={!text.trim()} onClick={() => void post()}>
          Post update
        </Button>
      </HStack>
      <SaveStatus save={save} />
    </Stack>
  );
}

/** Resolving an open escalation, or reopening a resolved one: what it does, a button, a dialog with a note. */
function StatusChangeCard({ escalation: e }: { escalation: Escalation }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const save = useSave();
  const written = useEscalationWritten(e);
  const reopening = e.status === 'Resolved';
  const change = reopening
    ? {
        what: 'Reopen the escalation if the problem came back: the manufacturer is told why and gets a new updates link.',
        button: 'Reopen escalation',
        title: 'Reopen the escalation',
        field: 'What came back?',
        send: () => reopenEscalation(e.id, { reason: note.trim() }),
        failure: ESCALATION_MESSAGES.reopen,
        done: 'Escalation reopened.',
      }
    : {
        what: `${e.status === 'Resolution Proposed' ? 'The manufacturer proposes a resolution (see its latest update). ' : ''}Resolving ends the manufacturer's updates link and asks the requester to rate the manufacturer.`,
        button: 'Resolve escalation',
        title: 'Resolve the escalation',
        field: 'How was it resolved? (optional)',
        send: () => resolveEscalation(e.id, { note: note.trim() || undefined }),
        failure: ESCALATION_MESSAGES.resolve,
        done: 'Escalation resolved.',
      };
  return (
    <Card.Root variant="elevated" shadow="xs">
      <Card.Body>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
            {change.what}
          </Text>
          <Button size="sm" colorPalette="brand" variant={reopening ? 'outline' : 'solid'} onClick={() => setOpen(true)}>
            {change.button}
          </Button>
        </HStack>
      </Card.Body>
      {open && (
        <AppDialog
          title={change.title}
          onClose={() => setOpen(false)}
          footer={
            <>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                colorPalette="brand"
                loading={save.busy}
                disabled={reopening && !note.trim()}
                onClick={async () => {
                  const result = await save.run(change.send, change.failure, change.done);
                  if (!result) return;
                  setOpen(false);
                  setNote('');
                  written(result);
                }}
              >
                {reopening ? 'Reopen' : 'Resolve'}
              </Button>
            </>
          }
        >
          <Stack gap="3">
            <Field.Root required={reopening}>
              <Field.Label>{change.field}</Field.Label>
              <Textarea value={note} rows={3} maxLength={5000} onChange={(ev) => setNote(ev.target.value)} />
            </Field.Root>
            <SaveStatus save={save} />
          </Stack>
        </AppDialog>
      )}
    </Card.Root>
  );
}

function Files({ escalation: e, mayAdd }: { escalation: Escalation; mayAdd: boolean }) {
  const save = useSave();
  const written = useEscalationWritten(e);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const add = async (file: File) => {
    // Checked here as the server checks it, so a wrong file is refused before it is sent.
    setProblem(file.size > MAX_UPLOAD_BYTES ? FILES_MESSAGES.tooLarge : isAllowedUploadType(file.type) ? undefined : FILES_MESSAGES.wrongType);
    if (file.size > MAX_UPLOAD_BYTES || !isAllowedUploadType(file.type)) return;
    if (await save.run(() => uploadEscalationFile(e.id, file), ESCALATION_MESSAGES.upload, 'File added.')) written();
  };
  const open = (fileKey: string) => openStoredFile(save, fileKey);
  return (
    <TitledCard
      title="Files"
      bodyGap="3"
      action={
        mayAdd && (
          <>
            <Button size="sm" variant="outline" loading={save.busy} onClick={() => input.current?.click()}>
              Add a file
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              aria-label="File to add"
              accept="image/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv"
              onChange={(ev) => {
                const file = ev.target.files?.[0];
                ev.target.value = '';
                if (file) void add(file);
              }}
            />
          </>
        )
      }
    >
      {e.attachments.map((a) => (
        <HStack key={a.id} gap="3" borderWidth="1px" rounded="md" p="2" data-testid="escalation-file">
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" lineClamp={1} title={a.name}>
              {a.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatBytes(a.size)} · {formatDateTime(a.createdAt)}
              {a.createdByUser ? ` · ${a.createdByUser.name}` : ''}
            </Text>
          </Stack>
          <Button size="xs" variant="outline" onClick={() => void open(a.fileKey)}>
            Open
          </Button>
        </HStack>
      ))}
      {e.attachments.length === 0 && <Text color="fg.muted">No files.</Text>}
      {problem && <ErrorNotice message={problem} size="sm" />}
      <SaveStatus save={save} />
    </TitledCard>
  );
}

function Rating({ escalation: e }: { escalation: Escalation }) {
  const r = e.manufacturerRating;
  return (
    <TitledCard title="Manufacturer rating" bodyGap="1">
      {r ? (
        <>
          <Text fontSize="lg" aria-label={`${r.rating} of 5`}>
            <Text as="span" color="orange.solid" aria-hidden>
              {'★'.repeat(r.rating)}
            </Text>
            <Text as="span" color="fg.subtle" aria-hidden>
              {'★'.repeat(5 - r.rating)}
            </Text>{' '}
            <Text as="span" fontSize="md">
              {r.rating} of 5
            </Text>
          </Text>
          {r.comment && <Text whiteSpace="pre-wrap">{r.comment}</Text>}
          <Text fontSize="xs" color="fg.muted">
            Rated {formatDateTime(r.createdAt)}
          </Text>
        </>
      ) : (
        <Text color="fg.muted">
          {e.status === 'Resolved'
            ? 'The requester was asked to rate the manufacturer and has not yet.'
            : 'Once the escalation is resolved, the requester is asked to rate the manufacturer.'}
        </Text>
      )}
    </TitledCard>
  );
}
