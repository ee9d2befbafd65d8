import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, AUTH_PREFIX } from '../../domain/api/paths';
import { errorBody } from './errors';

/** Paths that never fall back to the app: an unknown API path is a JSON 404, not a page. */
const NON_APP_PREFIXES = [API_PREFIX, AUTH_PREFIX, '/healthz', '/readyz', '/dev/'];

/**
 * Serves the built web app: hashed assets cached for a year, the shell and service worker never
 * cached, and any other GET for a page answered with index.html so the client router decides;
 * each file brotli- or gzip-compressed when the build made a compressed copy and the client takes it.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const hasApp = existsSync(path.join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // The root address is a directory to the static server: answer it with the app shell too.
      index: 'index.html',
      // The .br and .gz files the build wrote beside each file (scripts/precompress.ts), for a
      // client that accepts them: the app's code goes compressed without compressing it per visit.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(root, filePath);
        if (rel.startsWith(`assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      hasApp && (request.method === 'GET' || request.method === 'HEAD') && !NON_APP_PREFIXES.some((p) => pathname.startsWith(p)) && !path.extname(pathname);
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(errorBody(404, `No route for ${request.method} ${pathname}.`));
  });
}
