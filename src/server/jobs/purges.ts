import type { Config } from '../config';
import type { Database } from '../db/client';
import { purgeRateLimitWindows } from '../plugins/rate-limit-store';
import { purgeSignInSecrets } from '../modules/auth/sign-in-purge';
import { purgePublicLinks } from '../modules/public-links/public-links-purge';
import { purgeIdempotencyKeys } from '../plugins/idempotency';
import type { ScheduledJob } from './job-queue';

/** The purges, each a scheduled job on PURGE_CRON; each deletes only what has expired or is spent. */
export const purgeJobs = (config: Config, db: Database): ScheduledJob[] => [
  // Idempotency keys past their retention (plugins/idempotency.ts).
  { name: 'purge-idempotency-keys', cron: config.PURGE_CRON, run: async () => ({ deleted: await purgeIdempotencyKeys(db) }) },
  // Rate-limit windows nobody has hit for an hour (plugins/rate-limit-store.ts).
  { name: 'purge-rate-limit-windows', cron: config.PURGE_CRON, run: async () => ({ deleted: await purgeRateLimitWindows(db) }) },
  // Expired login codes, links and refresh tokens, and the sessions they leave empty.
  { name: 'purge-sign-in-secrets', cron: config.PURGE_CRON, run: async () => ({ ...(await purgeSignInSecrets(db)) }) },
  // Public links expired or spent over 30 days ago that no answer names (modules/public-links/public-links-purge.ts).
  { name: 'purge-public-links', cron: config.PURGE_CRON, run: async () => ({ deleted: await purgePublicLinks(db) }) },
];
