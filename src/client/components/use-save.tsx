import { Alert } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { SAVE_MESSAGES } from '../lib/save-messages';
import { saveErrorMessage } from '../lib/save-error';
import { ErrorNotice } from './error-notice';

export interface Save {
  busy: boolean;
  error: string | undefined;
  notice: string | undefined;
  /** Runs a save: 'Save Successful.' after it, its docs/product/messages.md text (or the server's, or no network) on failure. */
  run: <T>(action: () => Promise<T>, failure: string, success?: string) => Promise<T | undefined>;
}

export function useSave(): Save {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const run = useCallback(async <T,>(action: () => Promise<T>, failure: string, success: string = SAVE_MESSAGES.saved) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const result = await action();
      setNotice(success);
      return result;
    } catch (e) {
      setError(saveErrorMessage(e, failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, notice, run };
}

/** The outcome of the last save of a section. */
export function SaveStatus({ save }: { save: Save }) {
  if (save.error) {
    return <ErrorNotice message={save.error} size="sm" />;
  }
  if (save.notice) {
    return (
      <Alert.Root status="success" rounded="md" role="status" size="sm">
        <Alert.Indicator />
        <Alert.Title>{save.notice}</Alert.Title>
      </Alert.Root>
    );
  }
  return null;
}
