/**
 * `npm run scale:demo`: the portal as it scales out, on one machine. Two server processes on one
 * PostgreSQL (DATABASE_URL, required: the embedded database is one process's), files in an
 * S3-compatible bucket (s3rver, in this process), and a round-robin proxy in front of both on
 * PORT (default 8080) that names the node in an `x-served-by` header. Build the web app first
 * (`npm run build`). Stops everything on Ctrl-C.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { randomBytes } from 'node:crypto';
import { startServer, type ServerProcess } from './bench/server-process';

const BUCKET = 'portal-files';
const port = Number(process.env.PORT ?? 8080);
if (!process.env.DATABASE_URL) {
  console.error('scale:demo needs DATABASE_URL: two servers share one PostgreSQL (the embedded database opens in one process only).');
  process.exit(1);
}

const filesDir = mkdtempSync(path.join(tmpdir(), 'fsp-scale-demo-'));
const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: filesDir, configureBuckets: [{ name: BUCKET, configs: [] }] });
const { port: s3Port } = await s3.run();
const publicUrl = `http://localhost:${port}`;
// Development mode keeps the dev mailbox on (the nodes listen on loopback), so the demo logins work.
const env = {
  NODE_ENV: 'development',
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

// The first node migrates and seeds; the second starts once it is ready (migrations run once).
const nodes: ServerProcess[] = [];
nodes.push(await startServer(env));
nodes.push(await startServer(env));

let next = 0;
const proxy = createServer((req, res) => {
  const index = next++ % nodes.length;
  const target = new URL(nodes[index]!.origin);
  const upstream = forward(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': `node-${index + 1}` });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end('The node did not answer.'));
  req.pipe(upstream);
});
proxy.listen(port, () => {
  console.log(`Portal on ${publicUrl}, round robin over ${nodes.map((n) => n.origin).join(' and ')}; files in s3rver at ${env.S3_ENDPOINT}/${BUCKET}.`);
});

const stop = async () => {
  proxy.close();
  await Promise.all(nodes.map((n) => n.stop()));
  await s3.close();
  rmSync(filesDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
