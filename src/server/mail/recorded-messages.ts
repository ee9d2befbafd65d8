import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isoTimestamp } from '../../domain/api/contract';
import type { Queryable } from '../db/client';
import { outboundMessages } from '../db/schema/auth';
import type { OutboundMessage } from './outbound-message';

/** Keeps a message in the database for the dev mailbox (and for tests reading login codes). */
export async function recordMessage(db: Queryable, message: OutboundMessage): Promise<void> {
  await db.insert(outboundMessages).values({
    channel: message.channel,
    to: message.to,
    subject: message.subject ?? null,
    text: message.text,
    link: message.link ?? null,
    code: message.code ?? null,
    loginSessionId: message.loginSessionId ?? null,
    headers: message.headers ?? null,
  });
}

/** A message as the dev mailbox shows it (JSON answer of DEV_MAILBOX_PATHS.messages). */
export const recordedMessageSchema = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  /** Emails only. */
  subject: z.string().nullable(),
  text: z.string(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  /** The login request a code was sent for (the sid its request answered). */
  loginSessionId: z.string().nullable(),
  /** Headers an email carried besides the usual (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: z.record(z.string(), z.string()).nullable(),
  createdAt: isoTimestamp,
});
export type RecordedMessage = z.infer<typeof recordedMessageSchema>;

/** Recorded messages, newest first; with `sid`, only the code of that login request. */
export async function listRecordedMessages(db: Queryable, page: { limit: number; offset: number; sid?: string }): Promise<RecordedMessage[]> {
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(page.sid ? eq(outboundMessages.loginSessionId, page.sid) : undefined)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    text: r.text,
    link: r.link,
    code: r.code,
    loginSessionId: r.loginSessionId,
    headers: r.headers,
    createdAt: r.createdAt.toISOString(),
  }));
}
