import { Alert, Button, Center, Field, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { CSAT_RATINGS, type LinkAnswer, type PublicLinkView } from '@domain/public-links/public-links-api';
import { ErrorNotice } from '@/components/error-notice';
import type { IconName } from '@/components/icons';
import { PublicPage } from '@/components/public-page';
import { useSave } from '@/components/use-save';
import { isBadLinkRead, isInvalidLink, LINK_MESSAGES, linkViewQuery, type LinkParams } from './api/public-link-calls';

/**
 * The frame of every link page (docs/product/public-links.md): loading, then the page with what the
 * link shows; a link that cannot be used goes to /invalid-link.
 */
export function LinkPage({ link, title, icon, children }: { link: LinkParams; title: string; icon: IconName; children: (view: PublicLinkView) => ReactNode }) {
  return (
    <LinkFrame view={useQuery(linkViewQuery(link))} title={title} icon={icon}>
      {children}
    </LinkFrame>
  );
}

/** LinkPage's frame around any link read (the escalation pages read their own). */
export function LinkFrame<T>({ view, title, icon, children }: { view: UseQueryResult<T>; title: string; icon: IconName; children: (view: T) => ReactNode }) {
  if (view.error && isBadLinkRead(view.error)) return <Navigate to="/invalid-link" replace />;
  if (view.isPending) {
    return (
      <Center minH="100dvh" aria-busy="true" aria-label="Opening the link">
        <Spinner size="lg" color="brand.fg" />
      </Center>
    );
  }
  return (
    <PublicPage title={title} icon={icon}>
      {view.error ? <ErrorNotice message={LINK_MESSAGES.load} onRetry={() => void view.refetch()} /> : children(view.data)}
    </PublicPage>
  );
}

/** The answer a page shows once sent ("Thanks — …"). */
export function Answered({ answer, children }: { answer: LinkAnswer; children?: ReactNode }) {
  return (
    <Stack gap="4">
      <Alert.Root status="success" rounded="md">
        <Alert.Indicator />
        <Alert.Title>{answer.message}</Alert.Title>
      </Alert.Root>
      {children}
    </Stack>
  );
}

/**
 * Sends a link page's answer through useSave (no session needed): `sent` in the snackbar and the
 * server's "Thanks — …" in place of the form; a spent or expired link goes to /invalid-link, another
 * failure is said in the snackbar and beside the button.
 */
export function useLinkAnswer(sent: string) {
  const navigate = useNavigate();
  const save = useSave();
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const send = async (work: () => Promise<LinkAnswer>) => {
    const sentAnswer = await save.run(
      () =>
        work().catch(async (failure: unknown) => {
          if (!isInvalidLink(failure)) throw failure;
          await navigate({ to: '/invalid-link', replace: true });
          return null;
        }),
      LINK_MESSAGES.save,
      // Nothing to say when the link was refused: /invalid-link says it.
      (got) => (got ? sent : ''),
    );
    if (sentAnswer) setAnswer(sentAnswer);
  };
  return { answer, error: save.error, sending: save.busy, send, reset: () => setAnswer(null) };
}

const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/** The rating a link's rating page starts on: the link's `rating`, if it is 1 to 5. */
export const presetRating = (rating: string | undefined): number | null => (CSAT_RATINGS.includes(Number(rating) as 1) ? Number(rating) : null);

/** A rating 1 to 5 as five buttons, the chosen one pressed (the CSAT pages). */
export function RatingPicker({ label, chosen, onChange }: { label: string; chosen: number | null; onChange: (rating: number) => void }) {
  return (
    <Stack gap="2">
      <Text id="rating-label" fontWeight="medium">
        {label}
      </Text>
      <HStack role="group" aria-labelledby="rating-label" gap="2">
        {CSAT_RATINGS.map((value) => (
          <Button
            key={value}
            flex="1"
            minW="0"
            px="0"
            variant={chosen === value ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={chosen === value}
            aria-label={`${value} of 5: ${RATING_WORDS[value]}`}
            onClick={() => onChange(value)}
          >
            {value}
          </Button>
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {chosen ? RATING_WORDS[chosen] : '1 is poor, 5 is excellent.'}
      </Text>
    </Stack>
  );
}

/**
 * A rating page's answer, sent once: the rating (the link's own chosen already) and an optional
 * comment; then the server's thanks.
 */
export function RatingForm({
  label,
  preset,
  rate,
}: {
  label: string;
  /** The link's `rating` query value. */
  preset: string | undefined;
  rate: (rating: number, comment: string | undefined) => Promise<LinkAnswer>;
}) {
  const [chosen, setChosen] = useState(() => presetRating(preset));
  const [comment, setComment] = useState('');
  const sending = useLinkAnswer(LINK_MESSAGES.rated);
  if (sending.answer) return <Answered answer={sending.answer} />;
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) void sending.send(() => rate(chosen, comment.trim() || undefined));
      }}
    >
      <RatingPicker label={label} chosen={chosen} onChange={setChosen} />
      <Field.Root>
        <Field.Label>Anything to add? (optional)</Field.Label>
        <Textarea value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} />
      </Field.Root>
      {sending.error && <ErrorNotice message={sending.error} />}
      <Button type="submit" colorPalette="brand" disabled={!chosen} loading={sending.sending}>
        Send rating
      </Button>
    </Stack>
  );
}
