import { z } from 'zod';

/** The server's own probes and version (at the root, outside API_PREFIX). */
export const HEALTH_PATHS = {
  /** GET → { status: 'ok' } while the process runs (liveness). */
  liveness: '/healthz',
  /** GET → { status: 'ready' }, or 503 with the reason while shutting down or without the database (readiness). */
  readiness: '/readyz',
  /** GET → DeployedVersion, uncached; the client polls it with ?time=<now> (docs/product/README.md#api Version). */
  version: '/version.json',
} as const;

export const livenessAnswerSchema = z.object({ status: z.literal('ok') });
export const readyAnswerSchema = z.object({ status: z.literal('ready') });
export const notReadyAnswerSchema = z.object({ status: z.enum(['shutting down', 'database unavailable']) });
