import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { apiErrorMessage } from './api-error';

export interface Remote<T> {
  data: T | undefined;
  /** The failure of the last load (docs/product/messages.md text or the server's message); earlier data stays. */
  error: string | undefined;
  loading: boolean;
  reload: () => void;
  /** Replace the data locally (after a save answered the new state). */
  setData: (data: T) => void;
}

/**
 * Loads data for a key (null: nothing to load) and again when the key changes or on reload. A failed
 * load keeps the previous data and reports its error, so one part of a screen failing leaves it
 * showing what it had. Answers to superseded loads are dropped.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>, failure: string): Remote<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [nonce, setNonce] = useState(0);
  // The load that last finished; loading is "the current one has not".
  const [settled, setSettled] = useState<string | null>(null);
  const loader = useRef(load);
  const message = useRef(failure);
  useLayoutEffect(() => {
    loader.current = load;
    message.current = failure;
  });
  const current = key === null ? null : `${nonce}|${key}`;

  useEffect(() => {
    if (current === null) return;
    let live = true;
    loader.current().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(undefined);
        setSettled(current);
      },
      (e: unknown) => {
        if (!live) return;
        setError(apiErrorMessage(e, message.current));
        setSettled(current);
      },
    );
    return () => {
      live = false;
    };
  }, [current]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const replace = useCallback((value: T) => {
    setData(value);
    setError(undefined);
  }, []);
  return { data, error, loading: current !== null && settled !== current, reload, setData: replace };
}
