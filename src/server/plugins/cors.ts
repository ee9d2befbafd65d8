import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin calls with cookies from the pages in CORS_ORIGINS: for a brand whose API host is not
 * the page's origin (VITE_BRAND_SETTINGS apiBaseUrl). Those origins get the credentialed CORS
 * headers and an answer to their preflight; every other origin gets none, so the browser keeps
 * refusing them as before. Off (no hook) when the list is empty.
 */
export function registerCors(app: FastifyInstance, config: Config): void {
  const allowed = new Set(config.CORS_ORIGINS);
  if (allowed.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    const preflightMethod = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || !preflightMethod) return;
    reply.header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE');
    const headers = request.headers['access-control-request-headers'];
    if (headers) reply.header('access-control-allow-headers', headers);
    reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    return reply.code(204).send();
  });
}
