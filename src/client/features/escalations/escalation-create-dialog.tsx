import { Button, Checkbox, Field, Fieldset, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { ESCALATION_MESSAGES, ESCALATION_REASON_CHOICES } from '@domain/escalations/escalation-constants';
import type { EscalatableRequest } from '@domain/escalations/escalations-api';
import { FILES_MESSAGES, isAllowedUploadType, MAX_UPLOAD_BYTES } from '@domain/files/files-api';
import { ErrorNotice } from '@/components/error-notice';
import { SaveStatus, useSave } from '@/components/use-save';
import { formatBytes } from '@/lib/format-bytes';
import { requestKeys } from '../requests/api/request-keys';
import { createEscalation, uploadEscalationFile } from './api/escalation-calls';
import { escalationKeys } from './api/escalation-keys';
import { escalatableQuery } from './api/escalation-queries';
import { AppDialog } from '@/components/app-dialog';

const ACCEPT = 'image/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv';

export interface EscalationCreateDialogProps {
  /** The request to escalate (from its page); without it the user picks one. */
  requestId?: string;
  onClose: () => void;
  /** The escalation was made (and its files sent). */
  onCreated: (escalationId: string) => void;
}

/** Files the user chose, each checked as the server will check it. */
function checkFiles(files: File[]): string | undefined {
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return FILES_MESSAGES.tooLarge;
  if (files.some((f) => !isAllowedUploadType(f.type))) return FILES_MESSAGES.wrongType;
  return undefined;
}

/**
 * Escalate a request to its equipment's manufacturer (docs/product/escalations.md): which request
 * (only open ones on equipment with a manufacturer are offered), why, notes, and files (sent once the
 * escalation exists). The manufacturer's contact gets the EEP updates link.
 */
export function EscalationCreateDialog({ requestId, onClose, onCreated }: EscalationCreateDialogProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [picked, setPicked] = useState<string | undefined>(requestId);
  const [reasons, setReasons] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [notes, setNotes] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [created, setCreated] = useState<{ id: string; failed: string[] }>();
  const save = useSave();
  const choices = useQuery(escalatableQuery(requestId ? { requestId } : { search: deferredSearch || undefined, limit: 8 }));
  const options = choices.data?.items ?? [];
  const allReasons = [...reasons, ...(other.trim() ? [other.trim()] : [])];
  const fileProblem = checkFiles(files);
  const ready = !!picked && allReasons.length > 0 && !fileProblem;

  const submit = async () => {
    if (!picked) return;
    const result = await save.run(
      async () => {
        const escalation = await createEscalation({ id: crypto.randomUUID(), requestId: picked, reasons: allReasons, notes: notes.trim() || undefined });
        const failed: string[] = [];
        for (const file of files) await uploadEscalationFile(escalation.id, file).catch(() => failed.push(file.name));
        return { id: escalation.id, failed };
      },
      ESCALATION_MESSAGES.create,
      'Escalated.',
    );
    if (!result) return;
    void queryClient.invalidateQueries({ queryKey: escalationKeys.lists });
    void queryClient.invalidateQueries({ queryKey: requestKeys.one(picked) });
    if (result.failed.length) setCreated(result);
    else onCreated(result.id);
  };

  return (
    <AppDialog
      title="Escalate to the manufacturer"
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      footer={
        <>
          {created ? (
            <Button colorPalette="brand" onClick={() => onCreated(created.id)}>
              Open the escalation
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="brand" loading={save.busy} disabled={!ready} onClick={() => void submit()}>
                Escalate
              </Button>
            </>
          )}
        </>
      }
    >
      <Stack gap="4">
        {choices.error && <ErrorNotice message={choices.error.message} onRetry={() => void choices.refetch()} />}
        {!requestId && (
          <Field.Root>
            <Field.Label>Find the request</Field.Label>
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Request number, equipment, location or manufacturer" />
          </Field.Root>
        )}
        <RequestChoices options={options} picked={picked} onPick={setPicked} fixed={!!requestId} loading={choices.isPending} />
        <Fieldset.Root>
          <Fieldset.Legend>Reasons</Fieldset.Legend>
          <Stack gap="2" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
            {ESCALATION_REASON_CHOICES.map((r) => (
              <Checkbox.Root
                key={r}
                size="sm"
                checked={reasons.includes(r)}
                onCheckedChange={(d) => setReasons((now) => (d.checked === true ? [...now, r] : now.filter((x) => x !== r)))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{r}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          <Input
            size="sm"
            aria-label="Other reason"
            placeholder="Another reason (optional)"
            value={other}
            maxLength={200}
            onChange={(e) => setOther(e.target.value)}
          />
          {allReasons.length === 0 && <Fieldset.HelperText>Choose or write at least one reason.</Fieldset.HelperText>}
        </Fieldset.Root>
        <Field.Root>
          <Field.Label>Notes for the manufacturer</Field.Label>
          <Textarea value={notes} rows={3} maxLength={5000} onChange={(e) => setNotes(e.target.value)} placeholder="What happened, what was tried" />
        </Field.Root>
        <Field.Root invalid={!!fileProblem}>
          <Field.Label>Files (optional)</Field.Label>
          <Input type="file" p="1" multiple accept={ACCEPT} onChange={(e) => setFiles([...(e.target.files ?? [])])} />
          {files.length > 0 && !fileProblem && <Field.HelperText>{files.map((f) => `${f.name} (${formatBytes(f.size)})`).join(', ')}</Field.HelperText>}
          <Field.ErrorText>{fileProblem}</Field.ErrorText>
        </Field.Root>
        {created ? (
          <ErrorNotice message={`The escalation was made, but ${created.failed.join(', ')} could not be uploaded. Add them again on the escalation.`} />
        ) : (
          <SaveStatus save={save} />
        )}
      </Stack>
    </AppDialog>
  );
}

function RequestChoices({
  options,
  picked,
  onPick,
  fixed,
  loading,
}: {
  options: EscalatableRequest[];
  picked: string | undefined;
  onPick: (id: string) => void;
  fixed: boolean;
  loading: boolean;
}) {
  if (loading) return <Text color="fg.muted">Loading requests…</Text>;
  if (options.length === 0) {
    return (
      <Text color="fg.muted">
        {fixed
          ? 'This request cannot be escalated: it is closed, or its equipment has no manufacturer.'
          : 'No open request matches. Only open requests on equipment with a known manufacturer can be escalated.'}
      </Text>
    );
  }
  return (
    <RadioGroup.Root value={picked ?? null} onValueChange={(d) => d.value && onPick(d.value)} size="sm" aria-label={fixed ? 'Request' : 'Request to escalate'}>
      <Stack gap="2">
        {options.map((o) => (
          <RadioGroup.Item
            key={o.requestId}
            value={o.requestId}
            alignItems="flex-start"
            borderWidth="1px"
            rounded="md"
            p="3"
            cursor="pointer"
            _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="0.5" />
            <RadioGroup.ItemText>
              <Text fontWeight="medium">
                #{o.requestNumber} · {o.asset.name} · {o.brandOwner.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {o.locationName} · {o.title}
                {o.openEscalationId ? ' · already escalated, still open' : ''}
              </Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
