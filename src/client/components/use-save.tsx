import { useCallback, useState } from 'react';
import { SAVE_MESSAGES } from '../lib/save-messages';
import { saveErrorMessage } from '../lib/save-error';
import { ErrorNotice } from './error-notice';
import { showSnackbar } from './snackbar/snackbar';

/** A failed save's text: the fallback for saveErrorMessage, or the text made from the error. */
export type SaveFailure = string | ((error: unknown) => string);

export interface Save {
  busy: boolean;
  /** The last save's failure, for SaveStatus next to the section; cleared when the next save starts. */
  error: string | undefined;
  /**
   * Runs a save: 'Save Successful.' (or `success`, which may say what the answer was) in the
   * snackbar after it, nothing when `success` is '' (the screen's own change says it); on failure
   * its docs/product/messages.md text (or the server's, or no network) in the snackbar and in
   * `error`, or what a `failure` function makes of the error (a refusal the screen words its own way).
   */
  run: <T>(action: () => Promise<T>, failure: SaveFailure, success?: string | ((result: T) => string)) => Promise<T | undefined>;
}

export function useSave(): Save {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = useCallback(async <T,>(action: () => Promise<T>, failure: SaveFailure, success: string | ((result: T) => string) = SAVE_MESSAGES.saved) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await action();
      const text = typeof success === 'function' ? success(result) : success;
      // An empty text: the screen's own change says it worked (a file that opens, a page that changes).
      if (text) showSnackbar('success', text);
      return result;
    } catch (e) {
      const message = typeof failure === 'function' ? failure(e) : saveErrorMessage(e, failure);
      setError(message);
      showSnackbar('error', message);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}

/**
 * The last save's failure, beside the section it belongs to (it stays until the next save, the
 * snackbar's copy goes away). Success is said by the snackbar alone.
 */
export function SaveStatus({ save }: { save: Save }) {
  return save.error ? <ErrorNotice message={save.error} size="sm" /> : null;
}

/**
 * A write the outbox queues (docs/adr/0003-offline-first-outbox.md) through `save`: once the
 * server has it the snackbar says what happened ("Note added."), and "Queued: it syncs as soon as
 * there is a connection." only when it waits (sync/queued-write.ts, loaded here rather than with
 * every page's first load). Queueing only fails on the device, so its failure is always `failure`.
 */
export function runQueued<T>(save: Save, write: () => Promise<T>, failure: string): Promise<T | undefined> {
  return import('./sync/queued-write').then(({ runQueuedWrite }) => runQueuedWrite(save, write, failure));
}
