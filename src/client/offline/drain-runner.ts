import { drainOutbox, type DrainDeps, type DrainResult } from './drain-outbox';

/** Web Locks name: one drainer across the tabs (and the worker) of this origin. */
export const DRAIN_LOCK = 'ssp-outbox-drain';

export interface DrainRunner {
  /** Drains now, or once more right after the drain already running. */
  run(): Promise<void>;
  readonly draining: boolean;
}

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

/**
 * Runs the drain under the cross-tab lock, coalescing triggers: a trigger during a drain asks for
 * one more pass (an entry queued just after the last read is not left for the timer).
 */
export function createDrainRunner(deps: DrainDeps, onResult: (result: DrainResult) => void, locks: LockManagerLike | undefined): DrainRunner {
  let running: Promise<void> | null = null;
  let again = false;
  const pass = async () => {
    do {
      again = false;
      onResult(await drainOutbox({ ...deps, exclusive: locks !== undefined }));
    } while (again);
  };
  return {
    get draining() {
      return running !== null;
    },
    run() {
      if (running) {
        again = true;
        return running;
      }
      const work = locks ? locks.request(DRAIN_LOCK, pass) : pass();
      running = work.finally(() => {
        running = null;
      });
      return running;
    },
  };
}
