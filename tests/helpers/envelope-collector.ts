import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of a Sentry envelope: its project (from the URL), its header's `type` (event, span, session...) and its payload. */
export interface EnvelopeItem {
  project: string;
  type: string;
  payload: Record<string, unknown>;
}

/** A local stand-in for a Sentry-protocol server: it keeps every envelope posted to /api/<project>/envelope/. */
export interface EnvelopeCollector {
  /** A DSN pointing here, for project `project`. */
  dsn(project: string): string;
  /** The items received so far, in order. */
  items: EnvelopeItem[];
  /** The error events received (items of type `event`), of one project or of all. */
  events(project?: string): Array<Record<string, unknown>>;
  /** Waits until an error event of the project matches, or fails after `timeoutMs`. */
  waitForEvent(project: string, matches: (event: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

/** An envelope: a header line, then per item a header line and a payload line (JSON for the items read here). */
function parseEnvelope(project: string, text: string): EnvelopeItem[] {
  const lines = text.split('\n');
  const items: EnvelopeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(lines[i + 1]!) as Record<string, unknown>;
    } catch {
      payload = {};
    }
    items.push({ project, type: header.type, payload });
  }
  return items;
}

/** Starts a collector on a free loopback port. Pages post to it from another origin: it answers CORS. */
export async function startEnvelopeCollector(): Promise<EnvelopeCollector> {
  const items: EnvelopeItem[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const project = /^\/api\/([^/]+)\/envelope\/?(\?.*)?$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !project) return void response.writeHead(404).end();
    void readBody(request).then((text) => {
      items.push(...parseEnvelope(project, text));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const events = (project?: string) => items.filter((item) => item.type === 'event' && (!project || item.project === project)).map((item) => item.payload);
  return {
    dsn: (project) => `http://publickey@127.0.0.1:${port}/${project}`,
    items,
    events,
    async waitForEvent(project, matches, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events(project).find(matches);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching error event within ${timeoutMs} ms; received: ${JSON.stringify(items.map((i) => i.type))}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
