import { desc, eq } from 'drizzle-orm';
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
  });
}

export interface RecordedMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  link: string | null;
  code: string | null;
  loginSessionId: string | null;
  createdAt: string;
}

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
    createdAt: r.createdAt.toISOString(),
  }));
}
