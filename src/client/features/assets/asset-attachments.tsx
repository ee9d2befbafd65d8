import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useState } from 'react';
import { ASSET_ATTACHMENT_TYPES, type AssetAttachmentType, type AssetFile } from '@domain/assets/asset-api';
import { formatDate } from '@domain/format/date-format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { openStoredFile } from '../files/api/open-stored-file';
import { assetKeys } from './api/asset-keys';
import { assetAttachmentsQuery } from './api/asset-queries';
import { addAttachment, ASSET_MESSAGES, deleteAttachment, patchAttachment } from './api/asset-calls';
import { SelectField } from '@/components/select-field';
import { TypedUploadButton } from './typed-upload-button';
import { formatBytes } from '@/lib/format-bytes';
import { useSave } from '@/components/use-save';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AppDialog } from '@/components/app-dialog';

const TYPE_CHOICES = ASSET_ATTACHMENT_TYPES.map((t) => ({ value: t, label: t }));

/** Manuals, warranty papers, invoices and certificates of the asset: list, add, rename or re-type, delete. */
export function AssetAttachments({ assetId, canEdit }: { assetId: string; canEdit: boolean }) {
  const list = useQuery(assetAttachmentsQuery(assetId));
  const queryClient = useQueryClient();
  const [type, setType] = useState<AssetAttachmentType>('Manual');
  const save = useSave();
  const busy = save.busy;
  const error = save.error;
  const [editing, setEditing] = useState<AssetFile | null>(null);
  const [deleting, setDeleting] = useState<AssetFile | null>(null);

  const run = async (work: () => Promise<unknown>, fallback: string, success: string) => {
    const done = (await save.run(() => work().then(() => true), fallback, success)) !== undefined;
    if (done) void queryClient.invalidateQueries({ queryKey: assetKeys.one(assetId) });
    return done;
  };

  const open = (file: AssetFile) => openStoredFile(save, file.fileKey);

  return (
    <TitledCard
      title="Attachments"
      size="sm"
      action={
        canEdit && (
          <TypedUploadButton
            types={ASSET_ATTACHMENT_TYPES}
            type={type}
            onType={setType}
            typeLabel="Attachment type"
            buttonLabel="Add file"
            fileLabel="Attachment file"
            busy={busy}
            onFile={(file) => void run(() => addAttachment(assetId, type, file), ASSET_MESSAGES.upload, ASSET_MESSAGES.fileAdded)}
          />
        )
      }
    >
      {(error ?? list.error?.message) && (
        <Text color="fg.error" fontSize="sm" mb="3" role="alert">
          {error ?? list.error?.message}
        </Text>
      )}
      {list.data && list.data.items.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No attachments yet. Add the manual or warranty papers so they are at hand on site.
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {list.data?.items.map((f) => (
          <HStack as="li" key={f.id} justify="space-between" gap="2" borderWidth="1px" rounded="md" px="3" py="2">
            <Stack gap="0" minW="0">
              <Button variant="plain" p="0" h="auto" justifyContent="flex-start" color="brand.fg" onClick={() => void open(f)}>
                <Text truncate>{f.fileName}</Text>
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {f.attachmentType} · {formatBytes(f.byteSize)} · {formatDate(f.createdAt)}
              </Text>
            </Stack>
            {canEdit && (
              <HStack gap="1" flexShrink={0}>
                <Button size="xs" variant="ghost" onClick={() => setEditing(f)}>
                  Edit
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(f)}>
                  Delete
                </Button>
              </HStack>
            )}
          </HStack>
        ))}
      </Stack>
      {editing && (
        <EditAttachment
          file={editing}
          onClose={() => setEditing(null)}
          onSave={async (fileName, attachmentType) => {
            if (await run(() => patchAttachment(assetId, editing.id, { fileName, attachmentType }), ASSET_MESSAGES.save, ASSET_MESSAGES.saved))
              setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete attachment?"
        message={`${deleting?.fileName} will be removed from this asset.`}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (target) void run(() => deleteAttachment(assetId, target.id), ASSET_MESSAGES.save, ASSET_MESSAGES.fileDeleted).then(() => setDeleting(null));
        }}
      />
    </TitledCard>
  );
}

function EditAttachment({
  file,
  onClose,
  onSave,
}: {
  file: AssetFile;
  onClose: () => void;
  onSave: (fileName: string, type: AssetAttachmentType) => Promise<void>;
}) {
  const [name, setName] = useState(file.fileName);
  const [type, setType] = useState<AssetAttachmentType>(file.attachmentType ?? 'Other');
  return (
    <AppDialog
      title="Edit attachment"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" disabled={!name.trim()} onClick={() => void onSave(name.trim(), type)}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>File name</Field.Label>
          <Input value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <SelectField label="Type" value={type} options={TYPE_CHOICES} onChange={(v) => setType(v as AssetAttachmentType)} />
      </Stack>
    </AppDialog>
  );
}
