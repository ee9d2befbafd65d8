/**
 * A small real HTTP server standing in for the API in outbox tests: it applies a write once per
 * Idempotency-Key and answers a repeat with the stored answer (echoing the opId), as the real
 * idempotency layer does, and lets a test make it fail in the ways a network and server do.
 * node:http is loaded by a computed specifier (tsconfig.app.json has no Node types).
 */
interface NodeRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  on(event: 'data', cb: (chunk: Uint8Array) => void): void;
  on(event: 'end', cb: () => void): void;
}
interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): void;
  end(body?: string): void;
  destroy(): void;
}
interface NodeServer {
  listen(port: number, host: string, callback: () => void): void;
  address(): { port: number } | string | null;
  close(callback: () => void): void;
  closeAllConnections?(): void;
}
interface NodeHttp {
  createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer;
}

export interface AppliedWrite {
  key: string;
  method: string;
  path: string;
  contentType: string;
  body: string;
}

/** What the server does with the next request to a path; `apply` (the default) applies it once per key. */
export type Behaviour =
  | { kind: 'apply'; status?: number; echo?: boolean }
  | { kind: 'fail'; status: number; message?: string; headers?: Record<string, string> }
  /** The write is applied, then the connection is cut before the answer. */
  | { kind: 'apply-then-drop' };

export interface OutboxTestServer {
  origin: string;
  /** Every write applied, in the order applied: a repeat of a key is not applied again. */
  applied: AppliedWrite[];
  /** Every request that arrived (with its key), including repeats and failures. */
  received: { key: string; path: string; authorization: string }[];
  /** Queues behaviours for the next requests to a path (then back to applying). */
  script(path: string, ...behaviours: Behaviour[]): void;
  /** Requests whose bearer is not this token get a 401; the refresh call then hands it out. */
  requireToken(token: string | null): void;
  refreshCalls: number;
  /** Makes the refresh call fail (the session is gone). */
  failRefresh(fail: boolean): void;
  close(): Promise<void>;
}

export async function startOutboxTestServer(): Promise<OutboxTestServer> {
  const http = (await import(/* @vite-ignore */ ['node', 'http'].join(':'))) as NodeHttp;
  const scripts = new Map<string, Behaviour[]>();
  const answers = new Map<string, { status: number; body: string }>();
  let token: string | null = null;
  let refreshFails = false;
  const state: Pick<OutboxTestServer, 'applied' | 'received' | 'refreshCalls'> = { applied: [], received: [], refreshCalls: 0 };

  const server = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      // The page (happy-dom) is on another origin: answer CORS as a brand's API host would.
      const cors = {
        'access-control-allow-origin': typeof req.headers.origin === 'string' ? req.headers.origin : '*',
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'retry-after',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
          'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
        });
        return res.end();
      }
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { ...cors, 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (path === '/v3/auth/token') {
        state.refreshCalls += 1;
        return refreshFails ? json(401, { message: 'Session ended.' }) : json(200, { accessToken: token });
      }
      const key = String(req.headers['idempotency-key'] ?? '');
      const authorization = String(req.headers.authorization ?? '');
      state.received.push({ key, path, authorization });
      if (token !== null && authorization !== `Bearer ${token}`) return json(401, { message: 'Sign in again.' });
      const behaviour = scripts.get(path)?.shift() ?? { kind: 'apply' };
      if (behaviour.kind === 'fail') return json(behaviour.status, { message: behaviour.message ?? 'Failed.' }, behaviour.headers);
      if (!answers.has(key)) {
        const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
        chunks.reduce((offset, c) => (all.set(c, offset), offset + c.length), 0);
        const body = new TextDecoder('latin1').decode(all);
        state.applied.push({ key, method: req.method ?? 'GET', path, contentType: String(req.headers['content-type'] ?? ''), body });
        answers.set(key, { status: behaviour.kind === 'apply' ? (behaviour.status ?? 200) : 200, body: JSON.stringify({ ok: true, opId: key }) });
      }
      if (behaviour.kind === 'apply-then-drop') return res.destroy();
      // An answer that does not echo the key: the write may or may not be what the client sent.
      const answer = behaviour.echo === false ? { status: 200, body: JSON.stringify({ ok: true }) } : answers.get(key)!;
      res.writeHead(answer.status, { ...cors, 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('test server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    get applied() {
      return state.applied;
    },
    get received() {
      return state.received;
    },
    get refreshCalls() {
      return state.refreshCalls;
    },
    script: (path, ...behaviours) => scripts.set(path, [...(scripts.get(path) ?? []), ...behaviours]),
    failRefresh: (fail) => {
      refreshFails = fail;
    },
    requireToken: (t) => {
      token = t;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
