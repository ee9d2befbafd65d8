import type { QueryClient } from '@tanstack/react-query';
import { SW_MESSAGES } from '../offline/sync-messages';

/** Late answers come in bursts (one per read of the screen): one refetch after the burst. */
const SETTLE_MS = 250;

/**
 * On a weak connection the service worker answers reads from its cache and stores the network's
 * answer when it comes; it then says so, and what is on screen is read again (the worker serves the
 * fresh answer at once). Returns a stop function.
 */
export function refreshOnLateAnswers(queryClient: QueryClient): () => void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!worker) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.data !== SW_MESSAGES.lateAnswer) return;
    clearTimeout(timer);
    timer = setTimeout(() => void queryClient.invalidateQueries({ refetchType: 'active' }), SETTLE_MS);
  };
  worker.addEventListener('message', onMessage);
  return () => {
    clearTimeout(timer);
    worker.removeEventListener('message', onMessage);
  };
}
