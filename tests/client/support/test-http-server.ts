/**
 * A real HTTP server for client tests (they run in happy-dom, whose fetch does real requests).
 * tsconfig.app.json has no Node types, so node:http is loaded by a computed specifier and typed by
 * the little of it used here.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface TestReply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Answer after this long (a weak connection). */
  delayMs?: number;
}

interface NodeRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}
interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): void;
  end(body?: string): void;
}
interface NodeServer {
  listen(port: number, host: string, callback: () => void): void;
  address(): { port: number } | string | null;
  close(callback: () => void): void;
}
interface NodeHttp {
  createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer;
}

export interface TestHttpServer {
  origin: string;
  requests: RecordedRequest[];
  /** What the next requests get, by path (without query). */
  reply(path: string, reply: TestReply): void;
  close(): Promise<void>;
}

export async function startTestHttpServer(): Promise<TestHttpServer> {
  const http = (await import(/* @vite-ignore */ ['node', 'http'].join(':'))) as NodeHttp;
  const replies = new Map<string, TestReply>();
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : '*';
    // CORS with credentials, as a brand's API on another host must answer.
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-joint-brand',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
        'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
      });
      res.end();
      return;
    }
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    const reply = replies.get((req.url ?? '/').split('?')[0]!) ?? { status: 404, body: { message: 'Not here.' } };
    setTimeout(() => {
      res.writeHead(reply.status ?? 200, { ...cors, 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? {}));
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('test server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    reply: (path, reply) => replies.set(path, reply),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
