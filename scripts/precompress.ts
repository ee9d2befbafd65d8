/**
 * Part of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside each compressible
 * file of the built app, once, at the strongest levels, so the server sends the app's code
 * compressed without compressing it for every visit (src/server/plugins/static-app.ts). Photos
 * and icons in PNG are compressed already; a file under 1 KB gets no copy (the server's own
 * compression takes it as it goes, src/server/plugins/compression.ts).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/server/plugins/compression';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

async function precompress(file: string): Promise<{ bytes: number; br: number; gz: number }> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { bytes: bytes.length, br: br.length, gz: gz.length };
}

async function main() {
  const root = path.resolve(process.argv[2] ?? 'dist/client');
  const files = [];
  for (const file of await filesUnder(root)) {
    if (COMPRESSIBLE.has(path.extname(file)) && (await stat(file)).size >= COMPRESSION_THRESHOLD_BYTES) files.push(file);
  }
  const sizes = await Promise.all(files.map(precompress));
  const total = sizes.reduce((sum, s) => ({ bytes: sum.bytes + s.bytes, br: sum.br + s.br, gz: sum.gz + s.gz }), { bytes: 0, br: 0, gz: 0 });
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`precompressed ${files.length} files: ${kb(total.bytes)} as ${kb(total.br)} brotli, ${kb(total.gz)} gzip`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
