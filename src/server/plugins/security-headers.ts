import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_PREFIX } from '../../domain/api/paths';
import type { Config } from '../config';
import { bucketBaseUrl } from '../storage/s3-storage';

const originOf = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

/** Where signed file addresses point when files live in object storage (images are shown from there). */
const fileStorageOrigins = (config: Config): string[] =>
  config.S3_BUCKET ? originOf(bucketBaseUrl({ bucket: config.S3_BUCKET, region: config.S3_REGION, endpoint: config.S3_ENDPOINT })) : [];

/** The brands' API hosts other than the page's own (VITE_BRAND_SETTINGS): the page calls them and shows their files. */
const brandApiOrigins = (config: Config): string[] => Object.values(config.VITE_BRAND_SETTINGS).flatMap((brand) => originOf(brand?.apiBaseUrl || undefined));

/** The portal is served over https: its public address says so. */
export const servedOverHttps = (config: Config): boolean => new URL(config.PUBLIC_URL).protocol === 'https:';

/**
 * Whether cookies set on this answer may be marked Secure: the public address is https, or a
 * trusted proxy says the browser's connection is (X-Forwarded-Proto, honoured only with TRUST_PROXY).
 */
export const secureCookies = (config: Config, request: FastifyRequest): boolean => servedOverHttps(config) || request.protocol === 'https';

/**
 * The Content-Security-Policy the app runs under: its own scripts only (no inline script, no
 * eval), inline styles for the CSS-in-JS theme, images also from data:/blob: (photo previews,
 * label sheets) and object storage, the service worker and manifest from here, and never framed.
 * The analytics collector, the chat widget and the brands' API hosts (build-time settings, read here
 * too) add their origins, and the page's error-report server (SENTRY_PAGE_DSN) its own to connect-src.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const files = fileStorageOrigins(config);
  const analytics = originOf(config.VITE_ANALYTICS_URL);
  const chat = originOf(config.VITE_CHAT_WIDGET_URL);
  const errorReports = originOf(config.SENTRY_PAGE_DSN);
  const apis = brandApiOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...chat],
    'style-src': ["'self'", "'unsafe-inline'", ...chat],
    'img-src': ["'self'", 'data:', 'blob:', ...files, ...apis, ...chat],
    'font-src': ["'self'", 'data:', ...chat],
    'connect-src': ["'self'", ...files, ...apis, ...analytics, ...chat, ...errorReports],
    'media-src': ["'self'", 'blob:', ...files, ...apis],
    'frame-src': ["'self'", ...chat],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (servedOverHttps(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every answer (pages, files, API): the CSP above, nosniff, no framing, no
 * referrer (login links carry tokens), HSTS when served over https. Answers of the auth routes
 * carry tokens and are never stored by a cache.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: servedOverHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The portal's own files are fetched by its pages only (on the same site when a brand's API is on
    // another host, CORS_ORIGINS); object storage is another origin anyway.
    crossOriginResourcePolicy: { policy: config.CORS_ORIGINS.length > 0 ? 'same-site' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${AUTH_PREFIX}/`)) reply.header('cache-control', 'no-store');
  });
}
