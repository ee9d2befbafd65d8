import { showSnackbar, type SnackbarMessage } from '@/components/snackbar/snackbar';
import type { Save } from '@/components/use-save';
import { watchQueuedWrites, type WriteOutcome } from '@/offline/write-outcome';
import { DELIVERED_TEXTS } from './write-labels';

/**
 * docs/product/messages.md: what a write the outbox took says while it waits to be sent. Not
 * saved until the server has it, which the item's "Waiting to sync" mark shows.
 */
export const QUEUED_MESSAGE = 'Queued: it syncs as soon as there is a connection.';

/**
 * The snackbar for what became of a queued write: what happened when the server has it ("Note
 * added."), the server's refusal (or the section's `failure`), and "Queued" only while it really waits.
 */
export function queuedWriteSnackbar(outcome: WriteOutcome, failure: string): SnackbarMessage {
  if (outcome.kind === 'delivered') return { kind: 'success', text: DELIVERED_TEXTS[outcome.kinds[0]!] };
  if (outcome.kind === 'refused') return { kind: 'error', text: outcome.message || failure };
  return { kind: 'success', text: QUEUED_MESSAGE };
}

/**
 * use-save.tsx's runQueued: queues through `save` (its busy state and failure text), and says the
 * outcome once it is known (write-outcome.ts), while the screen goes on.
 */
export async function runQueuedWrite<T>(save: Save, write: () => Promise<T>, failure: string): Promise<T | undefined> {
  let outcome: Promise<WriteOutcome> | undefined;
  const result = await save.run(
    async () => {
      const watched = await watchQueuedWrites(write);
      outcome = watched.outcome;
      return watched.result;
    },
    () => failure,
    '',
  );
  void outcome?.then((o) => {
    const { kind, text } = queuedWriteSnackbar(o, failure);
    showSnackbar(kind, text);
  });
  return result;
}
