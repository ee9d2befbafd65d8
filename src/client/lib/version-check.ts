import { ofetch } from 'ofetch';
import type { DeployedVersion } from '@domain/api/version';
import { STORAGE_KEYS } from './storage-keys';

export interface VersionCheckOptions {
  /** Where the deployed version is published; the page's own origin by default. */
  url?: string;
  storage: Storage;
  /** Reloads the page so the new build is loaded. */
  reload: () => void;
}

export type VersionCheckResult = 'first-run' | 'unchanged' | 'reloaded' | 'unavailable';

/**
 * docs/product/routing.md: asks for the deployed version (cache-busted with ?time=) and compares it with the one
 * stored. A different version is stored and the page reloads; the first run only stores it. When
 * the server cannot be reached (offline), nothing changes.
 */
export async function checkVersion({ url = '/version.json', storage, reload }: VersionCheckOptions): Promise<VersionCheckResult> {
  let deployed: DeployedVersion;
  try {
    deployed = await ofetch<DeployedVersion>(url, { query: { time: Date.now() }, cache: 'no-store' });
  } catch {
    return 'unavailable';
  }
  if (typeof deployed?.version !== 'string' || !deployed.version) return 'unavailable';
  const stored = storage.getItem(STORAGE_KEYS.appVersion);
  if (stored === deployed.version) return 'unchanged';
  storage.setItem(STORAGE_KEYS.appVersion, deployed.version);
  if (stored === null) return 'first-run';
  reload();
  return 'reloaded';
}

export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Runs the check now, whenever the page becomes visible again, and every few minutes. Returns a
 * function that stops it.
 */
export function startVersionChecks(options: VersionCheckOptions, intervalMs: number = VERSION_CHECK_INTERVAL_MS): () => void {
  let running = false;
  const run = () => {
    // One check at a time: a visibility change during a slow check must not reload twice.
    if (running) return;
    running = true;
    void checkVersion(options).finally(() => {
      running = false;
    });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
  };
  run();
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(run, intervalMs);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    clearInterval(timer);
  };
}
