/** Work run on demand, one at a time and not more often than an interval (throttledRun). */
export interface ThrottledRun {
  /** Runs at once when the last run is older than the interval, else at its end; during a run, once more after it. */
  request(): void;
  /** Runs at once whatever the interval (or right after the run going on). */
  now(): void;
  /** Drops a run waiting for the end of its interval. */
  stop(): void;
}

/**
 * Coalesces bursts of requests for `work` (a read of the outbox after each of its changes): runs
 * never overlap, and come at most once per `intervalMs` plus one at the end of a burst, so the
 * last state is always read. A failed run is dropped; the next request runs again.
 */
export function throttledRun(work: () => Promise<void>, intervalMs: number): ThrottledRun {
  let running = false;
  let again = false;
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    timer = undefined;
    running = true;
    lastAt = Date.now();
    await work().catch(() => undefined);
    running = false;
    if (again) {
      again = false;
      request();
    }
  };
  const request = () => {
    if (running) {
      again = true;
      return;
    }
    if (timer !== undefined) return;
    const wait = lastAt + intervalMs - Date.now();
    if (wait <= 0) void run();
    else timer = setTimeout(() => void run(), wait);
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    request,
    now: () => {
      stop();
      if (running) again = true;
      else void run();
    },
    stop,
  };
}
