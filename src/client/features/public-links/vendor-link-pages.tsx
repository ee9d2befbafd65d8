import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, type FollowUpStatus } from '@domain/public-links/follow-up-report';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField } from '@/components/select-field';
import { useSave } from '@/components/use-save';
import { DispatchAnswerForm, QuoteAnswerForm } from '@/components/vendor-answer-forms';
import { answerDispatch, LINK_MESSAGES, linkViewQuery, reportProgress, sendQuote, uploadLinkFile } from './api/public-link-calls';
import { QuoteAsk, RequestFacts } from '@/components/job-facts';
import { Answered, LinkPage, useLinkAnswer } from './link-page';

interface RequestLink {
  token: string;
  requestId: string;
}

/** A dispatch link (FSO or SSO): accept with an ETA, or decline with a reason (docs/product/public-links.md). */
export function DispatchLinkPage({ link, sso, vendorResponse }: { link: RequestLink; sso: boolean; vendorResponse?: string }) {
  const sending = useLinkAnswer(LINK_MESSAGES.answered);
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
            <DispatchAnswerForm
              initial={vendorResponse === 'decline' ? 'decline' : 'accept'}
              busy={sending.sending}
              error={sending.error}
              onSend={(answer) => void sending.send(() => answerDispatch({ ...link, ...answer }))}
            />
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
export function QuoteLinkPage({ link }: { link: RequestLink }) {
  const [attachmentId, setAttachmentId] = useState<string | undefined>();
  const sending = useLinkAnswer(LINK_MESSAGES.quoted);
  return (
    <LinkPage link={{ ...link, purpose: 'request-quote' }} title="Quote requested" icon="requests">
      {(view) => (
        <Stack gap="5">
          <RequestFacts view={view} />
          {view.quoteAsk?.note && <QuoteAsk note={view.quoteAsk.note} askedAt={view.quoteAsk.askedAt} timezone={view.location.timezone} />}
          {sending.answer ? (
            <Answered answer={sending.answer} />
          ) : (
            <QuoteAnswerForm
              busy={sending.sending}
              error={sending.error}
              onSend={(quote) => void sending.send(() => sendQuote({ ...link, ...quote, attachmentId }))}
            >
              <LinkFileField link={link} label="Quote document (optional)" type="Quote" onUploaded={setAttachmentId} />
            </QuoteAnswerForm>
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
