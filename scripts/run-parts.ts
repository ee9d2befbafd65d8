import { spawnSync } from 'node:child_process';

/**
 * `npm test`: each part in turn (its output as it comes), stopping at the first that fails with its
 * exit code, then how long each part took.
 */
const PARTS = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit/API', 'test:unit'],
  ['build', 'build'],
  ['browser', 'test:browser'],
  ['chaos', 'test:chaos'],
] as const;

const took: [string, number][] = [];
let failed: { part: string; code: number } | null = null;
for (const [part, script] of PARTS) {
  const startedAt = performance.now();
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  took.push([part, (performance.now() - startedAt) / 1000]);
  const code = run.status ?? 1;
  if (code !== 0) {
    failed = { part, code };
    break;
  }
}

console.log('\nnpm test, seconds per part:');
for (const [part, seconds] of took) console.log(`  ${part.padEnd(10)} ${seconds.toFixed(0).padStart(6)}`);
console.log(
  `  ${'total'.padEnd(10)} ${took
    .reduce((sum, [, s]) => sum + s, 0)
    .toFixed(0)
    .padStart(6)}`,
);
if (failed) {
  console.log(`${failed.part} failed (exit ${failed.code})`);
  process.exit(failed.code);
}
