import { Box, Button, Card, Field, Heading, HStack, Image, Progress, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AttemptCreate, AttemptOutcome, GuideView } from '@domain/troubleshooting/troubleshooting-api';
import { ErrorNotice } from '@/components/error-notice';
import { runQueued, SaveStatus, useSave } from '@/components/use-save';
import { signedFileQuery } from '../files/api/file-queries';
import { TROUBLESHOOTING_MESSAGES } from './api/troubleshooting-calls';
import { queueAttempt } from './api/attempt-writes';
import { guideQuery } from './api/troubleshooting-queries';

export interface GuideStepsProps {
  guideId: string;
  assetId: string;
  /** The request the attempt is for; null while the request is still being written. */
  requestId: string | null;
  /** After the attempt is queued (it reaches the server through the outbox, offline too). */
  onDone: (attempt: AttemptCreate, guide: GuideView) => void;
  /** Leave without recording. */
  onCancel: () => void;
}

/**
 * A troubleshooting guide one step at a time (docs/product/routing.md guide view); at the end the user says whether
 * it fixed the problem and the attempt is recorded with the steps they went through.
 */
export function GuideSteps({ guideId, assetId, requestId, onDone, onCancel }: GuideStepsProps) {
  const guide = useQuery(guideQuery(guideId));
  const [index, setIndex] = useState(0);
  // The furthest step reached: the steps tried are those up to it.
  const [furthest, setFurthest] = useState(0);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState<AttemptOutcome | null>(null);
  const save = useSave();
  const steps = guide.data ? [...guide.data.steps].sort((a, b) => a.position - b.position) : [];
  const step = steps[index];
  const finished = guide.data !== undefined && index >= steps.length;

  const seen = steps.slice(0, furthest + 1).map((s) => s.id);
  const goTo = (next: number) => {
    setIndex(next);
    setFurthest((f) => Math.max(f, next));
  };

  const finish = async (outcome: AttemptOutcome) => {
    setSaving(outcome);
    const attempt: AttemptCreate = { id: crypto.randomUUID(), assetId, guideId, outcome, stepsTried: seen, notes: notes.trim() || null, requestId };
    if (!(await runQueued(save, () => queueAttempt(attempt), TROUBLESHOOTING_MESSAGES.attempt))) return setSaving(null);
    // The request and the equipment's history are read again once the server has it (invalidate-delivered.ts).
    onDone(attempt, guide.data!);
  };

  if (guide.error && !guide.data) return <ErrorNotice message={guide.error.message} onRetry={() => void guide.refetch()} />;
  if (!guide.data) return <Skeleton height="48" rounded="md" />;

  return (
    <Card.Root variant="elevated" shadow="xs" maxW="3xl">
      <Card.Header gap="3">
        <Heading as="h2" size="lg">
          {guide.data.title}
        </Heading>
        <Text color="fg.muted">{guide.data.summary}</Text>
        <Progress.Root value={steps.length ? (Math.min(index, steps.length) / steps.length) * 100 : 100} size="sm" colorPalette="brand">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Card.Header>
      <Card.Body gap="4">
        {step && (
          <Stack gap="3" aria-live="polite">
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
              Step {index + 1} of {steps.length}
            </Text>
            <Text fontSize="lg">{step.text}</Text>
            {step.imageUrl && <StepImage fileKey={step.imageUrl} alt={`Step ${index + 1}`} />}
          </Stack>
        )}
        {finished && (
          <Stack gap="3">
            <Heading as="h3" size="md">
              Did this fix the problem?
            </Heading>
            <Field.Root>
              <Field.Label>What you saw (optional)</Field.Label>
              <Textarea
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                maxLength={2000}
                placeholder="For example: the error light is still on after the reset."
              />
            </Field.Root>
            <SaveStatus save={save} />
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="green" loading={saving === 'Resolved'} disabled={saving !== null} onClick={() => void finish('Resolved')}>
                Yes, it is fixed
              </Button>
              <Button
                colorPalette="brand"
                variant="outline"
                loading={saving === 'Not Resolved'}
                disabled={saving !== null}
                onClick={() => void finish('Not Resolved')}
              >
                No, still not working
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Button variant="ghost" onClick={onCancel}>
          Leave the guide
        </Button>
        {!finished && (
          <HStack gap="2">
            <Button variant="outline" disabled={index === 0} onClick={() => goTo(index - 1)}>
              Back
            </Button>
            <Button colorPalette="brand" onClick={() => goTo(index + 1)}>
              {index + 1 >= steps.length ? 'Done with the steps' : 'Next step'}
            </Button>
          </HStack>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

function StepImage({ fileKey, alt }: { fileKey: string; alt: string }) {
  const url = useQuery(signedFileQuery(fileKey));
  if (!url.data) return url.error ? null : <Skeleton height="40" rounded="md" />;
  return (
    <Box>
      <Image src={url.data} alt={alt} maxH="64" rounded="md" />
    </Box>
  );
}
