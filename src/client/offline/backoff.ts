export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Delay before retry number `attempts` (1 = after the first failure): exponential from 2 s, capped
 * at 5 minutes, with jitter over the upper half so devices that reconnect together spread out. A
 * server's Retry-After wins when it asks for longer.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random, retryAfterMs?: number): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(exponential * (0.5 + random() * 0.5));
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, BACKOFF_CAP_MS));
}

/** Retry-After in ms (seconds or an HTTP date), when present and sensible. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
