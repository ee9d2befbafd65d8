import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';

/** A server of the spec's own, beside the shared one: its own port, embedded database and settings. */
export interface OwnServer {
  baseURL: string;
  close(): Promise<void>;
}

/**
 * Starts the real server (the production build, demo data, a fresh embedded database) with extra
 * environment, for a spec that needs a setting the shared e2e server must not have (a dispatch offer
 * timeout of seconds, say). Waits until it is ready; `close` stops it and removes its data.
 */
export async function startOwnServer(name: string, port: number, env: Record<string, string>): Promise<OwnServer> {
  const baseURL = `http://localhost:${port}`;
  const dataDir = `.tmp/e2e-data-${name}`;
  await rm(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1', ...env },
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const close = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the ${name} server exited with ${server.exitCode} before it was ready`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { baseURL, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the ${name} server was not ready within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
