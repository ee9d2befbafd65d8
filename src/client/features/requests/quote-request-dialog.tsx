import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LINK_HANDOUT_MESSAGES } from '@domain/public-links/link-handouts-api';
import { ErrorNotice } from '@/components/error-notice';
import { SelectField } from '@/components/select-field';
import { SaveStatus, useSave } from '@/components/use-save';
import { askForQuote } from '../public-links/api/link-handout-calls';
import { vendorOptionsQuery } from './api/picker-queries';
import { AppDialog } from '@/components/app-dialog';
import { useEightySixGuard } from '@/components/eighty-six-guard';

/**
 * "Ask for a quote": the vendor chosen gets an email with a request-quote link (answered on
 * /vendor-request-quote, docs/product/public-links.md#handing-out-links); the timeline shows it.
 * The request's own vendor is chosen to begin with, when it is one of the vendors offered.
 */
export function QuoteRequestDialog({
  requestId,
  assignedVendorId,
  selfService,
  onClose,
  onSent,
}: {
  requestId: string;
  assignedVendorId: string | null;
  selfService: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const vendors = useQuery(vendorOptionsQuery(selfService));
  const eightySix = useEightySixGuard();
  const options = (vendors.data?.items ?? []).map((v) => ({ value: v.id, label: eightySix.label(v) }));
  // null until the user chooses: the assigned vendor then, once the options are there.
  const [chosenId, setVendorId] = useState<string | null>(null);
  const vendorId = chosenId ?? (options.some((o) => o.value === assignedVendorId) ? assignedVendorId! : '');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const save = useSave();
  const send = async () => {
    const result = await save.run(
      () => askForQuote(requestId, { vendorId, note: note.trim() || undefined }),
      LINK_HANDOUT_MESSAGES.quoteRequest,
      'Quote requested.',
    );
    if (!result) return;
    setSent(true);
    onSent();
  };
  return (
    <AppDialog
      title="Ask for a quote"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {sent ? 'Done' : 'Cancel'}
          </Button>
          {!sent && (
            <Button colorPalette="brand" loading={save.busy} disabled={!vendorId} onClick={() => void send()}>
              Send request
            </Button>
          )}
        </>
      }
    >
      <Stack gap="3">
        <SelectField
          label="Vendor"
          required
          disabled={sent}
          value={vendorId}
          empty={vendors.isFetching ? 'Loading vendors…' : 'Choose a vendor'}
          options={options}
          onChange={(id) =>
            eightySix.choose(
              vendors.data?.items.find((v) => v.id === id),
              () => setVendorId(id),
            )
          }
          helper="The vendor gets an email with a link to send the quote; no account needed."
        />
        <Field.Root>
          <Field.Label>What should the quote cover? (optional)</Field.Label>
          <Textarea value={note} rows={3} maxLength={2000} disabled={sent} onChange={(e) => setNote(e.target.value)} />
        </Field.Root>
        {vendors.error && <ErrorNotice message={vendors.error.message} size="sm" />}
        <SaveStatus save={save} />
      </Stack>
      {eightySix.dialog}
    </AppDialog>
  );
}
