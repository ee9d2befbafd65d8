import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { VendorResponse } from '@domain/public-links/public-links-api';
import { fromLocalInput } from '@/lib/datetime-input';
import { ErrorNotice } from './error-notice';

/** A dispatch answer as the calls take it: accept with an ETA, or decline with a reason. */
export type DispatchAnswerInput = { response: 'accept'; eta: string } | { response: 'decline'; reason: string };

/**
 * Accept (with when the vendor will arrive) or decline (with why): the form of a dispatch link's page
 * and of a job in My jobs, the same answer either way.
 */
export function DispatchAnswerForm({
  initial = 'accept',
  busy,
  error,
  unavailable,
  onSend,
}: {
  initial?: VendorResponse;
  busy: boolean;
  error?: string | null;
  /** Why it cannot be sent now (offline): said above the button, which waits; what is typed stays. */
  unavailable?: string | null;
  onSend: (answer: DispatchAnswerInput) => void;
}) {
  const [choice, setChoice] = useState<VendorResponse>(initial);
  const [eta, setEta] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const submit = () => {
    const etaIso = fromLocalInput(eta);
    if (choice === 'accept' && !etaIso) return setMissing('Say when you will arrive.');
    if (choice === 'decline' && !reason.trim()) return setMissing('Say why you cannot take the job.');
    setMissing(null);
    onSend(choice === 'accept' ? { response: 'accept', eta: etaIso! } : { response: 'decline', reason: reason.trim() });
  };
  return (
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
      {error && <ErrorNotice message={error} />}
      <Unavailable reason={unavailable} />
      <Button type="submit" colorPalette="brand" disabled={!!unavailable} loading={busy}>
        {choice === 'accept' ? 'Accept the job' : 'Decline the job'}
      </Button>
    </Stack>
  );
}

/** A quote as the calls take it (the file, if any, is the caller's). */
export interface QuoteAnswerInput {
  amountUsd: number;
  description: string;
}

/** Amount and scope of a quote, sent once; `children` go before the button (a link's file picker). */
export function QuoteAnswerForm({
  busy,
  error,
  unavailable,
  onSend,
  children,
}: {
  busy: boolean;
  error?: string | null;
  /** As DispatchAnswerForm's. */
  unavailable?: string | null;
  onSend: (quote: QuoteAnswerInput) => void;
  children?: ReactNode;
}) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const amountUsd = Number(amount);
  const ready = amountUsd > 0 && description.trim() !== '';
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onSend({ amountUsd: Math.round(amountUsd * 100) / 100, description: description.trim() });
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
      {children}
      {error && <ErrorNotice message={error} />}
      <Unavailable reason={unavailable} />
      <Button type="submit" colorPalette="brand" disabled={!ready || !!unavailable} loading={busy}>
        Send the quote
      </Button>
    </Stack>
  );
}

/** Why a form's answer cannot go now, read out when it appears. */
function Unavailable({ reason }: { reason?: string | null }) {
  return reason ? (
    <Text textStyle="sm" color="fg.muted" role="status">
      {reason}
    </Text>
  ) : null;
}
