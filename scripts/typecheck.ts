import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * `npm run typecheck`: the four TypeScript projects (the app, the server and scripts, the service
 * worker, the browser tests), two at a time: each `tsc` uses one core. A project's errors are printed
 * together once it ends, so two projects' lines do not interleave; the exit code is the first failure's.
 */
const PROJECTS = ['tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.e2e.json', 'tsconfig.sw.json'];

function check(project: string): Promise<number> {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      if (output) process.stdout.write(`${project}:\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const queue = [...PROJECTS];
const codes: number[] = [];
await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) codes.push(await check(project));
  }),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
