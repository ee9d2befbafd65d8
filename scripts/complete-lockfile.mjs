// Adds lock entries for platform-specific optional packages that the registry reachable from this
// workplace does not serve (npm leaves them out of the lock, and `npm ci` then refuses the lock).
// Each entry carries its os/cpu (and libc) so npm skips it on every other platform, exactly as a
// lock written against the full registry would. Run after `npm install` when npm ci complains:
//   node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { stdout } from 'node:process';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const PLATFORM =
  /^(android|darwin|freebsd|linux|openbsd|openharmony|win32|sunos|aix)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-(gnueabihf|musleabihf|eabi|gnu|musl|msvc))?$/;

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const where = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[where] || packages[hoisted]) continue;
    const platform = name
      .split('/')
      .pop()
      .replace(/^[a-z]+-/, '')
      .match(PLATFORM);
    if (!platform) continue; // not a platform package: npm ci will say so; fix by hand
    const [, os, cpu, abi] = platform;
    const entry = { version, optional: true, os: [os], cpu: [cpu] };
    if (abi === 'gnu' || abi === 'gnueabihf') entry.libc = ['glibc'];
    if (abi === 'musl' || abi === 'musleabihf') entry.libc = ['musl'];
    packages[hoisted] = entry;
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
stdout.write(`added ${added} lock entries for platform packages\n`);
