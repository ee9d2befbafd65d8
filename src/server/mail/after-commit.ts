import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { MessageSender, OutboundMessage } from './outbound-message';

/** A message whose text needs the portal's address (links), built once the write is committed. */
export type PendingMessage = (publicUrl: string) => OutboundMessage;

/** Other work that waits for the commit (jobs/automation-jobs.ts hands a due step to the job queue). */
export type AfterCommitTask = () => Promise<void>;

const pending = new AsyncLocalStorage<(PendingMessage | { task: AfterCommitTask })[]>();

/**
 * Sends a message once the write that asked for it is committed: a rolled-back write sends nothing,
 * and the dev mailbox (which records messages in the database) never waits on the write's own
 * transaction. Only inside `sendingAfterCommit` (every `withIdempotency` write runs in one).
 */
export function sendAfterCommit(message: PendingMessage): void {
  const queue = pending.getStore();
  if (!queue) throw new Error('sendAfterCommit: messages are sent after a write; run it inside withIdempotency or sendingAfterCommit.');
  queue.push(message);
}

/** Runs `task` once the write is committed (failures are logged); outside a write, at once. */
export function afterCommit(task: AfterCommitTask): void {
  const queue = pending.getStore();
  if (queue) queue.push({ task });
  else void task().catch(() => undefined);
}

export interface AfterCommitDelivery {
  sender: MessageSender;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Runs a write (its transaction inside `work`), then sends what it queued. A message that fails to
 * go is logged and does not fail the write: the link is issued and the communications log says so.
 */
export async function sendingAfterCommit<T>(delivery: AfterCommitDelivery, work: () => Promise<T>): Promise<T> {
  const queue: (PendingMessage | { task: AfterCommitTask })[] = [];
  const result = await pending.run(queue, work);
  for (const item of queue) {
    if (typeof item !== 'function') {
      await item.task().catch((error: unknown) => delivery.log.error({ err: error }, 'a task after a write failed'));
      continue;
    }
    await delivery.sender.send(item(delivery.publicUrl)).catch((error: unknown) => delivery.log.error({ err: error }, 'a message could not be sent'));
  }
  return result;
}

/** The app's sender and address, for a write made by this request. */
export const deliveryFor = (request: FastifyRequest): AfterCommitDelivery => ({
  sender: request.server.messageSender,
  publicUrl: request.server.authContext.config.PUBLIC_URL,
  log: request.log,
});
