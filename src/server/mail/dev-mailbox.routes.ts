import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { listRecordedMessages, type RecordedMessage } from './recorded-messages';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  /** Only the code sent for this login request (the sid the code request answered). */
  sid: z.guid('sid must be a login session id').optional(),
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mailboxPage(messages: RecordedMessage[]): string {
  const items = messages
    .map((m) => {
      const link = m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '';
      const code = m.code ? `<p class="code">${escapeHtml(m.code)}</p>` : '';
      return `<article><header><strong>${escapeHtml(m.to)}</strong> · ${m.channel === 'sms' ? 'SMS' : escapeHtml(m.subject ?? '')} · <time>${escapeHtml(m.createdAt)}</time></header>${code}${link}<pre>${escapeHtml(m.text)}</pre></article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}.code{font-size:1.75rem;letter-spacing:.3rem;font-weight:700;margin:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox</h1><p>Emails and text messages this server would have sent, newest first. Reload to see new ones.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
}

/**
 * The dev mailbox (DEV_MAILBOX): messages recorded instead of sent, as JSON at /dev/mailbox (HTML
 * when a browser asks for it) and as a page at /dev/mailbox/view. Registered only when enabled.
 */
export function devMailboxRoutes(app: FastifyInstance, db: Database): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/dev/mailbox', { schema: { querystring: pageQuery } }, async (request, reply) => {
    const messages = await listRecordedMessages(db, request.query);
    // A browser opening the address gets the page; API clients (fetch sends */*) get JSON.
    if (request.headers.accept?.includes('text/html')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(messages));
    }
    reply.header('cache-control', 'no-store');
    return messages.map(({ to, subject, text, link, code, loginSessionId, channel, createdAt }) => ({ to, subject, text, link, code, loginSessionId, channel, createdAt }));
  });

  typed.get('/dev/mailbox/view', { schema: { querystring: pageQuery } }, async (request, reply) => {
    const messages = await listRecordedMessages(db, request.query);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(messages));
  });
}
