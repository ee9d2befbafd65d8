/**
 * The portal scaled out, on one machine: two server processes on one PostgreSQL, files in an
 * S3-compatible bucket (s3rver, in this process), and a round-robin proxy in front of both that
 * names the node in an `x-served-by` header. `npm run scale:demo` runs it (scripts/scale-demo.ts);
 * tests/server/scale/cluster.test.ts drives it over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { startServer, type ServerProcess } from '../bench/server-process';

export const SERVED_BY_HEADER = 'x-served-by';
const BUCKET = 'portal-files';

export interface ClusterOptions {
  /** The PostgreSQL database both nodes use (the embedded database opens in one process only). */
  databaseUrl: string;
  /** The proxy's port; 0 takes a free one. */
  port: number;
  /** More environment for both nodes, over the cluster's own (SESSION_SECRET, LOG_LEVEL, …). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** The proxy, as users open it: `http://localhost:<port>`. */
  url: string;
  /** The nodes, in the proxy's order: `node-1` is the first. */
  nodes: readonly ServerProcess[];
  /** Where the files go. */
  files: { endpoint: string; bucket: string };
  /** Stops the proxy, both nodes (each finishes its in-flight requests), s3rver, and removes the files. */
  stop(): Promise<void>;
}

/** Starts s3rver, the proxy, then the nodes one after the other: the first migrates (and seeds), the second finds it done. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'fsp-scale-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: filesDir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port: s3Port } = await s3.run();
  const files = { endpoint: `http://127.0.0.1:${s3Port}`, bucket: BUCKET };

  const nodes: ServerProcess[] = [];
  let next = 0;
  const proxy = createServer((req, res) => {
    if (nodes.length === 0) return void res.writeHead(503).end('No node is up yet.');
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
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY_HEADER]: `node-${index + 1}` });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end('The node did not answer.'));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(options.port, resolve);
  });
  const url = `http://localhost:${(proxy.address() as AddressInfo).port}`;

  const stop = async () => {
    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      proxy.closeAllConnections();
    });
    await Promise.all(nodes.map((node) => node.stop()));
    await s3.close();
    rmSync(filesDir, { recursive: true, force: true });
  };

  // Development mode keeps the dev mailbox on (the nodes listen on loopback), so logins work.
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: url,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: files.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ...options.env,
  };
  try {
    nodes.push(await startServer(env));
    nodes.push(await startServer(env));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, nodes, files, stop };
}
