import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../domain/api/contract';
import type { Database } from '../db/client';
import { listRecordedMessages, recordedMessageSchema, type RecordedMessage } from './recorded-messages';

/** Where the dev mailbox answers (at the root, a server-only dev tool). */
export const DEV_MAILBOX_PATHS = {
  /** GET → the recorded messages as JSON, or the page when a browser asks for HTML. */
  messages: '/dev/mailbox',
  /** GET → the page. */
  page: '/dev/mailbox/view',
} as const;

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
      const headers = Object.entries(m.headers ?? {})
        .map(([name, value]) => `<br><code>${escapeHtml(name)}: ${escapeHtml(value)}</code>`)
        .join('');
      return `<article><header><strong>${escapeHtml(m.to)}</strong> · ${m.channel === 'sms' ? 'SMS' : escapeHtml(m.subject ?? '')} · <time>${escapeHtml(m.createdAt)}</time>${headers}</header>${code}${link}<pre>${escapeHtml(m.text)}</pre></article>`;
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
  const page = fileAnswer('text/html', 'The dev mailbox page');

  typed.get(
    DEV_MAILBOX_PATHS.messages,
    {
      schema: {
        querystring: pageQuery,
        response: {
          200: {
            description: 'The recorded messages, newest first; the page instead when the request accepts text/html',
            content: { 'application/json': { schema: z.array(recordedMessageSchema) }, 'text/html': page.content['text/html']! },
          },
        },
      },
    },
    async (request, reply) => {
      const messages = await listRecordedMessages(db, request.query);
      reply.header('cache-control', 'no-store');
      // A browser opening the address gets the page; API clients (fetch sends */*) get JSON.
      if (request.headers.accept?.includes('text/html')) return reply.type('text/html; charset=utf-8').send(mailboxPage(messages));
      return messages;
    },
  );

  typed.get(DEV_MAILBOX_PATHS.page, { schema: { querystring: pageQuery, response: { 200: page } } }, async (request, reply) => {
    const messages = await listRecordedMessages(db, request.query);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(messages));
  });
}
