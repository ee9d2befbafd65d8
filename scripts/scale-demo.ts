/**
 * `npm run scale:demo`: the portal as it scales out, on one machine (scripts/scale/cluster.ts). Two
 * server processes on one PostgreSQL (DATABASE_URL, required: the embedded database is one
 * process's), files in an S3-compatible bucket (s3rver, in this process), and a round-robin proxy in
 * front of both on PORT (default 8080) that names the node in an `x-served-by` header. Build the web
 * app first (`npm run build`). Stops everything on Ctrl-C.
 */
import { startCluster } from './scale/cluster';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('scale:demo needs DATABASE_URL: two servers share one PostgreSQL (the embedded database opens in one process only).');
  process.exit(1);
}

const env: Record<string, string> = {};
for (const name of ['SESSION_SECRET', 'LOG_LEVEL'] as const) {
  const value = process.env[name];
  if (value) env[name] = value;
}
const cluster = await startCluster({ databaseUrl, port: Number(process.env.PORT ?? 8080), env });
console.log(
  `Portal on ${cluster.url}, round robin over ${cluster.nodes.map((n) => n.origin).join(' and ')}; files in s3rver at ${cluster.files.endpoint}/${cluster.files.bucket}.`,
);

const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
