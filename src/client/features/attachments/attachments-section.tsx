import { Badge, Box, Button, Card, Field, HStack, Image, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useRef, useState } from 'react';
import { ATTACHMENT_MESSAGES, ATTACHMENT_TYPES, type AttachmentType, type AttachmentView } from '@domain/attachments/attachments-api';
import { FILES_MESSAGES, isAllowedUploadType, MAX_UPLOAD_BYTES } from '@domain/files/files-api';
import { formatDay } from '@domain/format/date-format';
import { usePendingWrites } from '@/offline/use-outbox';
import { deleteAttachment, updateAttachment } from './api/attachment-calls';
import { attachmentsQuery } from './api/attachment-queries';
import { signedFileQuery } from '../files/api/file-queries';
import { useRefreshRequest } from '../requests/api/use-refresh-request';
import { ErrorNotice } from '@/components/error-notice';
import { openStoredFile } from '../files/api/open-stored-file';
import { PendingMark } from '@/components/sync/pending-mark';
import { SAVE_MESSAGES } from '@/lib/save-messages';
import { queueUpload } from './api/attachment-writes';
import { useAlreadyUploaded } from './use-already-uploaded';
import { optionsOf, SelectField } from '@/components/select-field';
import { runQueued, SaveStatus, useSave } from '@/components/use-save';
import { useQuery } from '@tanstack/react-query';

export interface AttachmentsSectionProps {
  requestId: string;
  selfService: boolean;
  tasks: { id: string; title: string }[];
  /** Whether the user may rename and re-type (update) or delete a file: the server's Attachment rule. */
  mayChange: (attachment: AttachmentView, action: 'update' | 'delete') => boolean;
  /** A request filed on this device that the server does not have yet: nothing to read, uploads wait for it. */
  filedHere?: boolean;
}

/**
 * Files on the request (docs/product/requests.md attachment, §7): upload with a type, an optional task and details
 * (queued, so it works offline), the list, rename or re-type, delete (where `mayChange` allows); photos open through signed URLs.
 */
export function AttachmentsSection({ requestId, selfService, tasks, mayChange, filedHere = false }: AttachmentsSectionProps) {
  const list = useQuery({ ...attachmentsQuery(requestId, selfService), enabled: !filedHere });
  const refresh = useRefreshRequest(requestId);
  const pending = usePendingWrites({ kind: 'attachment.upload', urlPrefix: `/requests/${requestId}/attachments` });
  // docs/product/requests.md: an upload answered 202 was already stored; say so for the uploads of this visit.
  const duplicates = useAlreadyUploaded(requestId);

  return (
    <TitledCard title="Attachments">
      {list.error && !filedHere && <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />}
      <UploadForm requestId={requestId} tasks={tasks} />
      {duplicates.map((e) => (
        <Text key={e.opId} fontSize="sm" color="fg.muted" role="status">
          {e.blobs[0]?.fileName}: {FILES_MESSAGES.alreadyUploaded}
        </Text>
      ))}
      {pending.map((e) => {
        const body = e.body as { attachmentType?: string };
        return (
          <HStack key={e.opId} gap="2" borderWidth="1px" rounded="md" p="2" wrap="wrap">
            <Text fontSize="sm" flex="1">
              {e.blobs[0]?.fileName} · {body.attachmentType}
            </Text>
            <PendingMark entry={e} />
          </HStack>
        );
      })}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {list.data?.items.map((a) => (
          <AttachmentCard key={a.id} attachment={a} requestId={requestId} onChanged={refresh} mayChange={(action) => mayChange(a, action)} />
        ))}
      </SimpleGrid>
      {list.data?.items.length === 0 && pending.length === 0 && <Text color="fg.muted">No files yet.</Text>}
    </TitledCard>
  );
}

function UploadForm({ requestId, tasks }: { requestId: string; tasks: { id: string; title: string }[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<AttachmentType>('Photo');
  const [taskId, setTaskId] = useState('');
  const [details, setDetails] = useState('');
  // The file's own problem (too large, a type we do not take), said before anything is queued.
  const [problem, setProblem] = useState<string>();
  const [inputKey, setInputKey] = useState(0);
  const save = useSave();
  const message = problem ?? save.error;

  const camera = useRef<HTMLInputElement>(null);

  /** Queues the file with the task and details chosen; answers whether it was queued. */
  const upload = async (chosen: File, attachmentType: AttachmentType): Promise<boolean> => {
    if (chosen.size > MAX_UPLOAD_BYTES) return (setProblem(FILES_MESSAGES.tooLarge), false);
    if (!isAllowedUploadType(chosen.type)) return (setProblem(FILES_MESSAGES.wrongType), false);
    setProblem(undefined);
    const queued = await runQueued(
      save,
      () =>
        queueUpload({
          requestId,
          file: chosen,
          attachmentType,
          taskId: taskId || undefined,
          typeMetadata: details.trim() ? { note: details.trim() } : undefined,
        }),
      FILES_MESSAGES.uploadFailed,
    );
    if (queued === undefined) return false;
    setDetails('');
    return true;
  };

  const uploadChosen = async () => {
    if (!file || !(await upload(file, type))) return;
    setFile(null);
    setInputKey((k) => k + 1);
  };

  return (
    <Stack gap="3" borderWidth="1px" borderStyle="dashed" rounded="md" p="3">
      {/* The field's first need: a photo from the rear camera, sent as a Photo in one tap. */}
      <Button colorPalette="brand" alignSelf="flex-start" onClick={() => camera.current?.click()}>
        Take photo
      </Button>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="camera-input"
        onChange={(e) => {
          const photo = e.target.files?.[0];
          e.target.value = '';
          if (photo) void upload(photo, 'Photo');
        }}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root>
          <Field.Label>File</Field.Label>
          <Input
            key={inputKey}
            type="file"
            p="1"
            accept="image/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field.Root>
        <SelectField label="File type" value={type} options={optionsOf(ATTACHMENT_TYPES)} onChange={(v) => setType(v as AttachmentType)} />
        {tasks.length > 0 && (
          <SelectField label="Task" value={taskId} empty="No task" options={tasks.map((t) => ({ value: t.id, label: t.title }))} onChange={setTaskId} />
        )}
        <Field.Root>
          <Field.Label>Details (optional)</Field.Label>
          <Input value={details} onChange={(e) => setDetails(e.target.value)} placeholder="For example an invoice number" />
        </Field.Root>
      </SimpleGrid>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" color={message ? 'fg.error' : 'fg.muted'} role={message ? 'alert' : undefined}>
          {message ?? 'Photos are made smaller before they are sent. Uploads wait for a connection when you are offline.'}
        </Text>
        <Button size="sm" variant="outline" disabled={!file} onClick={() => void uploadChosen()}>
          Upload
        </Button>
      </HStack>
    </Stack>
  );
}

interface AttachmentCardProps {
  attachment: AttachmentView;
  requestId: string;
  onChanged: () => void;
  mayChange: (action: 'update' | 'delete') => boolean;
}

function AttachmentCard({ attachment: a, requestId, onChanged, mayChange }: AttachmentCardProps) {
  const isImage = a.contentType.startsWith('image/');
  // The server's thumbnail when it made one (kept with the list on the device: offline too); the file itself for older uploads.
  const preview = useQuery({ ...signedFileQuery(a.fileKey), enabled: isImage && !a.thumbnail });
  const previewSrc = a.thumbnail ?? preview.data;
  const save = useSave();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(a.name);
  const [type, setType] = useState<AttachmentType>(a.attachmentType);

  const open = () => openStoredFile(save, a.fileKey, 'An error occurred while trying to open the file.');

  return (
    <Card.Root variant="outline" size="sm" data-testid="attachment">
      {isImage && (
        <Box as="button" onClick={() => void open()} aria-label={`Open ${a.name}`} bg="bg.muted" h="32" roundedTop="md" overflow="hidden">
          {/* The whole photo, not a crop of it: a nameplate's edge may be what matters. */}
          {previewSrc && <Image src={previewSrc} alt={a.name} objectFit="contain" w="full" h="full" />}
        </Box>
      )}
      <Card.Body gap="2">
        {editing ? (
          <Stack gap="2">
            <Input size="sm" aria-label="File name" value={name} onChange={(e) => setName(e.target.value)} />
            <NativeSelect.Root size="sm">
              <NativeSelect.Field aria-label="File type" value={type} onChange={(e) => setType(e.target.value as AttachmentType)}>
                {ATTACHMENT_TYPES.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <HStack>
              <Button
                size="xs"
                colorPalette="brand"
                loading={save.busy}
                disabled={!name.trim()}
                onClick={async () => {
                  if (await save.run(() => updateAttachment(requestId, a.id, { name: name.trim(), attachmentType: type }), SAVE_MESSAGES.saveFailed)) {
                    setEditing(false);
                    onChanged();
                  }
                }}
              >
                Save
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          <>
            <Text fontWeight="medium" lineClamp={1} title={a.name}>
              {a.name}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge variant="subtle">{a.attachmentType}</Badge>
              <Text fontSize="xs" color="fg.muted">
                {formatDay(a.createdAt)}
                {a.createdByUser ? ` · ${a.createdByUser.name}` : ''}
              </Text>
            </HStack>
          </>
        )}
        <SaveStatus save={save} />
      </Card.Body>
      {!editing && (
        <Card.Footer gap="1" pt="0" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={() => void open()}>
            Open
          </Button>
          {mayChange('update') && (
            <Button size="xs" variant="ghost" onClick={() => setEditing(true)}>
              Rename
            </Button>
          )}
          {mayChange('delete') && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={async () => {
                if (!window.confirm(`Delete ${a.name}?`)) return;
                if (
                  (await save.run(() => deleteAttachment(requestId, a.id, a.attachmentType).then(() => true), ATTACHMENT_MESSAGES.deleteFailed)) !== undefined
                )
                  onChanged();
              }}
            >
              Delete
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
