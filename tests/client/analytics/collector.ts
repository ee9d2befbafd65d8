import type { AnalyticsEvent } from '@/analytics/analytics-client';

// tsconfig.app.json has no Node types: node:http is loaded by a computed specifier (as in
// tests/client/support/test-http-server.ts, which does not keep request bodies) and typed by what is used.
interface NodeRequest {
  method?: string;
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end', listener: () => void): void;
}
interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): { end(): void };
}
interface NodeServer {
  listen(port: number, host: string, callback: () => void): void;
  address(): { port: number } | string | null;
  close(callback: () => void): void;
}
interface NodeHttp {
  createServer(handler: (request: NodeRequest, response: NodeResponse) => void): NodeServer;
}

/** A real HTTP analytics collector on a local port: records each batch, or answers 503 while down. */
export interface Collector {
  url: string;
  batches: AnalyticsEvent[][];
  down: boolean;
  /** Resolves once `count` batches have arrived in all (fails after 5 s). */
  received(count: number): Promise<AnalyticsEvent[][]>;
  close(): Promise<void>;
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' };

export async function startCollector(): Promise<Collector> {
  const http = (await import(/* @vite-ignore */ ['node', 'http'].join(':'))) as NodeHttp;
  const waiters: (() => void)[] = [];
  const collector: Collector = {
    url: '',
    batches: [],
    down: false,
    received: (count) =>
      new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`expected ${count} batches, got ${collector.batches.length}`)), 5000);
        const check = () => {
          if (collector.batches.length < count) return waiters.push(check);
          clearTimeout(timeout);
          resolve(collector.batches.slice(0, count));
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    const chunks: Uint8Array[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (collector.down) return void response.writeHead(503, CORS).end();
      const body = JSON.parse(new TextDecoder().decode(concat(chunks))) as { events: AnalyticsEvent[] };
      collector.batches.push(body.events);
      response.writeHead(200, CORS).end();
      for (const waiter of waiters.splice(0)) waiter();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('collector has no port');
  collector.url = `http://127.0.0.1:${address.port}/collect`;
  return collector;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}
