/** The snackbar's colours (docs/product/messages.md): a save or copy that worked, one that failed, a neutral note. */
export type SnackbarKind = 'success' | 'error' | 'info';

export interface SnackbarMessage {
  kind: SnackbarKind;
  text: string;
}

type Receiver = (message: SnackbarMessage) => void;
let receiver: Receiver | undefined;
/** Said before the snackbar's code had loaded; it shows them when it mounts. */
const waiting: SnackbarMessage[] = [];

/**
 * Shows `text` in the app's one snackbar (SnackbarHost, which BrandedProviders loads after the
 * page has drawn). This module stays this small because every page's first load carries it.
 */
export function showSnackbar(kind: SnackbarKind, text: string): void {
  const message = { kind, text };
  if (receiver) receiver(message);
  else waiting.push(message);
}

/** The snackbar takes the messages, those waiting first; the returned function lets go again. */
export function receiveSnackbarMessages(receive: Receiver): () => void {
  receiver = receive;
  waiting.splice(0).forEach(receive);
  return () => {
    if (receiver === receive) receiver = undefined;
  };
}
