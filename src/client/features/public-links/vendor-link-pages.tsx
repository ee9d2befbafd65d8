import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatZonedDateTime } from '@domain/format/date-format';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, type FollowUpStatus, type VendorResponse } from '@domain/public-links/public-links-api';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField } from '@/components/select-field';
import { fromLocalInput } from '@/lib/datetime-input';
import { useSave } from '@/components/use-save';
import { answerDispatch, LINK_MESSAGES, linkViewQuery, reportProgress, sendQuote, uploadLinkFile } from './api/public-link-calls';
import { Answered, LinkPage, RequestFacts, useLinkAnswer } from './link-page';

interface RequestLink {
  token: string;
  requestId: string;
}

/** A dispatch link (FSO or SSO): accept with an ETA, or decline with a reason (docs/product/public-links.md). */
export function DispatchLinkPage({ link, sso, vendorResponse }: { link: RequestLink; sso: boolean; vendorResponse?: string }) {
  const [choice, setChoice] = useState<VendorResponse>(vendorResponse === 'decline' ? 'decline' : 'accept');
  const [eta, setEta] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const sending = useLinkAnswer(LINK_MESSAGES.answered);
  const submit = () => {
    const etaIso = fromLocalInput(eta);
    if (choice === 'accept' && !etaIso) return setMissing('Say when you will arrive.');
    if (choice === 'decline' && !reason.trim()) return setMissing('Say why you cannot take the job.');
    setMissing(null);
    void sending.send(() => answerDispatch({ ...link, response: choice, ...(choice === 'accept' ? { eta: etaIso! } : { reason: reason.trim() }) }));
  };
  return (
    <LinkPage link={{ ...link, purpose: sso ? 'sso-dispatch' : 'dispatch' }} title="New service request" icon="vendors">
      {(view) => (
        <Stack gap="5">
          <RequestFacts view={view} />
          {sending.answer ? (
            <Answered answer={sending.answer}>
              {sending.answer.followUpUrl && (
                <Button asChild colorPalette="brand" alignSelf="flex-start">
                  <a href={sending.answer.followUpUrl}>Report progress</a>
                </Button>
              )}
            </Answered>
          ) : (
            <Stack as="form" gap="4" onSubmit={(e) => (e.preventDefault(), submit())}>
              <HStack role="group" aria-label="Your answer" gap="2">
                {(['accept', 'decline'] as const).map((value) => (
                  <Button
                    key={value}
                    flex="1"
                    variant={choice === value ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={choice === value}
                    onClick={() => setChoice(value)}
                  >
                    {value === 'accept' ? 'Accept' : 'Decline'}
                  </Button>
                ))}
              </HStack>
              {choice === 'accept' ? (
                <Field.Root required invalid={!!missing}>
                  <Field.Label>When will you arrive?</Field.Label>
                  <Input type="datetime-local" value={eta} onChange={(e) => setEta(e.target.value)} />
                  <Field.HelperText>Your local time.</Field.HelperText>
                  {missing && <Field.ErrorText>{missing}</Field.ErrorText>}
                </Field.Root>
              ) : (
                <Field.Root required invalid={!!missing}>
                  <Field.Label>Why can you not take it?</Field.Label>
                  <Textarea value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
                  {missing && <Field.ErrorText>{missing}</Field.ErrorText>}
                </Field.Root>
              )}
              {sending.error && <ErrorNotice message={sending.error} />}
              <Button type="submit" colorPalette="brand" loading={sending.sending}>
                {choice === 'accept' ? 'Accept the job' : 'Decline the job'}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </LinkPage>
  );
}

/** A file picker that uploads at once with the link and keeps the stored file's id. */
function LinkFileField({ link, label, type, onUploaded }: { link: RequestLink; label: string; type: 'Quote' | 'Photo'; onUploaded: (id: string) => void }) {
  const [names, setNames] = useState<string[]>([]);
  const save = useSave();
  const pick = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const stored = await save.run(() => uploadLinkFile(link, type, file), LINK_MESSAGES.upload, LINK_MESSAGES.fileAdded);
      if (!stored) break;
      onUploaded(stored.id);
      setNames((n) => [...n, stored.name]);
    }
  };
  return (
    <Field.Root invalid={!!save.error}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        p="1"
        accept={type === 'Photo' ? 'image/*' : 'image/*,application/pdf'}
        multiple={type === 'Photo'}
        disabled={save.busy}
        onChange={(e) => void pick(e.target.files)}
      />
      {names.length > 0 && <Field.HelperText overflowWrap="anywhere">Added: {names.join(', ')}</Field.HelperText>}
      {save.error && <Field.ErrorText>{save.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A request-quote link: amount, description and an optional file, sent once. */
/** What the customer asked the quote to cover, and when they asked. */
function QuoteAsk({ note, askedAt, timezone }: { note: string; askedAt: string; timezone: string }) {
  return (
    <Stack gap="1" borderStartWidth="3px" borderColor="brand.solid" ps="3">
      <Text textStyle="sm" fontWeight="medium">
        What the quote should cover
      </Text>
      <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {note}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        Asked {formatZonedDateTime(askedAt, timezone)}
      </Text>
    </Stack>
  );
}

export function QuoteLinkPage({ link }: { link: RequestLink }) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [attachmentId, setAttachmentId] = useState<string | undefined>();
  const sending = useLinkAnswer(LINK_MESSAGES.quoted);
  const amountUsd = Number(amount);
  const ready = amountUsd > 0 && description.trim() !== '';
  return (
    <LinkPage link={{ ...link, purpose: 'request-quote' }} title="Quote requested" icon="requests">
      {(view) => (
        <Stack gap="5">
          <RequestFacts view={view} />
          {view.quoteAsk?.note && <QuoteAsk note={view.quoteAsk.note} askedAt={view.quoteAsk.askedAt} timezone={view.location.timezone} />}
          {sending.answer ? (
            <Answered answer={sending.answer} />
          ) : (
            <Stack
              as="form"
              gap="4"
              onSubmit={(e) => {
                e.preventDefault();
                if (ready)
                  void sending.send(() => sendQuote({ ...link, amountUsd: Math.round(amountUsd * 100) / 100, description: description.trim(), attachmentId }));
              }}
            >
              <Field.Root required>
                <Field.Label>Amount (USD)</Field.Label>
                <Input type="number" inputMode="decimal" min="0.01" step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} />
              </Field.Root>
              <Field.Root required>
                <Field.Label>What the quote covers</Field.Label>
                <Textarea value={description} maxLength={5000} onChange={(e) => setDescription(e.target.value)} />
              </Field.Root>
              <LinkFileField link={link} label="Quote document (optional)" type="Quote" onUploaded={setAttachmentId} />
              {sending.error && <ErrorNotice message={sending.error} />}
              <Button type="submit" colorPalette="brand" disabled={!ready} loading={sending.sending}>
                Send the quote
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </LinkPage>
  );
}

/** A follow-up link: many progress reports, each with notes and photos, until the request closes. */
export function FollowUpLinkPage({ link }: { link: RequestLink }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FollowUpStatus>('on-the-way');
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [formKey, setFormKey] = useState(0);
  const sending = useLinkAnswer(LINK_MESSAGES.updated);
  const another = () => {
    setNotes('');
    setPhotos([]);
    setFormKey((k) => k + 1);
    sending.reset();
  };
  return (
    <LinkPage link={{ ...link, purpose: 'follow-up' }} title="Job follow-up" icon="tasks">
      {(view) => (
        <Stack gap="5">
          <RequestFacts view={view} />
          {sending.answer ? (
            <Answered answer={sending.answer}>
              <Button variant="outline" alignSelf="flex-start" onClick={another}>
                Send another update
              </Button>
            </Answered>
          ) : (
            <Stack
              as="form"
              key={formKey}
              gap="4"
              onSubmit={(e) => {
                e.preventDefault();
                // The link stays usable: the request's facts are read again, so the status above says the update.
                void sending
                  .send(() => reportProgress({ ...link, status, notes: notes.trim() || undefined, attachmentIds: photos }))
                  .then(() => queryClient.invalidateQueries({ queryKey: linkViewQuery({ ...link, purpose: 'follow-up' }).queryKey }));
              }}
            >
              <SelectField
                label="Where the job stands"
                value={status}
                options={FOLLOW_UP_STATUSES.map((s) => ({ value: s, label: FOLLOW_UP_LABELS[s] }))}
                onChange={(value) => setStatus(value as FollowUpStatus)}
              />
              <Field.Root>
                <Field.Label>Notes (optional)</Field.Label>
                <Textarea value={notes} maxLength={5000} onChange={(e) => setNotes(e.target.value)} />
              </Field.Root>
              <LinkFileField link={link} label="Photos (optional)" type="Photo" onUploaded={(id) => setPhotos((p) => [...p, id])} />
              {sending.error && <ErrorNotice message={sending.error} />}
              <Button type="submit" colorPalette="brand" loading={sending.sending}>
                Send update
              </Button>
            </Stack>
          )}
          <Text fontSize="xs" color="fg.muted">
            This link works until the request is closed. Keep it to send more updates.
          </Text>
        </Stack>
      )}
    </LinkPage>
  );
}
