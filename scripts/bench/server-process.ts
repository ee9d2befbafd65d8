/**
 * The portal's server as its own process, as `npm start` runs it, for the benchmarks: the load they
 * generate then never shares a core's event loop with the server it measures.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it gives a value; a check that throws counts as not yet. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 250): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface ServerProcess {
  /** `http://localhost:<port>` */
  origin: string;
  /** SIGTERM, then waits for the process to exit (it finishes in-flight requests first). */
  stop(): Promise<void>;
}

/**
 * Starts `script` (by default the portal's server, `src/server/main.ts`) on a free port with `env`
 * on top of this process's environment and waits until it answers /readyz. `nodeArgs` go before
 * the script (`--cpu-prof`, for one).
 */
export async function startServer(env: Record<string, string>, nodeArgs: readonly string[] = [], script = 'src/server/main.ts'): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PUBLIC_URL: origin, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const exitedEarly = exited.then(() => {
    throw new Error(`${script} exited with code ${child.exitCode} before it was ready`);
  });
  exitedEarly.catch(() => undefined); // a normal stop later is not an error
  try {
    await Promise.race([waitFor('the server', async () => ((await fetch(`${origin}/readyz`)).ok ? true : undefined), 120_000), exitedEarly]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
