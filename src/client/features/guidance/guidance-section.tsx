import { Alert, Button, Stack } from '@chakra-ui/react';
import type { PromptKind, PromptList } from '@domain/guidance/guidance-api';
import { ErrorNotice } from '@/components/error-notice';
import type { ApiRead } from '@/lib/api-query';

/** What the user should do next on the request, most urgent first (docs/product/README.md#api prompts). */
/** The button each prompt carries: what to do, said as an action. */
export const PROMPT_ACTIONS: Record<PromptKind, string> = {
  'assign-vendor': 'Choose a vendor',
  'set-eta': 'Set the ETA',
  'follow-up-due': 'See the follow-ups',
  'complete-checklist': 'Go to the checklist',
  'close-request': 'Complete the request',
  'generate-next': 'Schedule the next visit',
};

/** The prompts the user may act on (`mayAct`: a vendor does not get the customer's), most urgent first. */
export function PromptsPanel({
  prompts,
  onAct,
  mayAct,
}: {
  prompts: ApiRead<PromptList>;
  onAct: (kind: PromptKind) => void;
  mayAct: (kind: PromptKind) => boolean;
}) {
  const items = (prompts.data?.items ?? []).filter((p) => mayAct(p.kind)).sort((a, b) => a.priority - b.priority);
  if (prompts.error) return <ErrorNotice message={prompts.error.message} onRetry={() => void prompts.refetch()} />;
  if (items.length === 0) return null;
  return (
    <Stack gap="2" data-testid="prompts">
      {items.map((p) => (
        <Alert.Root key={p.kind} status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{p.title}</Alert.Title>
            <Alert.Description>{p.message}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" colorPalette="blue" alignSelf="center" onClick={() => onAct(p.kind)}>
            {PROMPT_ACTIONS[p.kind]}
          </Button>
        </Alert.Root>
      ))}
    </Stack>
  );
}

/** The element id of the follow-ups card (a prompt's action scrolls to it). */
export const FOLLOW_UPS_ANCHOR = 'follow-ups';
