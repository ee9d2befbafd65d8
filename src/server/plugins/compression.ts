import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API answers (and any other compressible answer above the threshold) compressed for a client that
 * accepts it: brotli at a quick level or gzip, made as each answer is sent. The built app's files
 * are compressed once, at build time (scripts/precompress.ts), and served as they are
 * (static-app.ts): an answer that already carries an encoding is left alone, as are types that are
 * compressed already (photos, PDFs) by the plugin's own list of compressible types. A streamed
 * answer (a file the build left plain) has no length to weigh, so it is compressed whatever its size.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
