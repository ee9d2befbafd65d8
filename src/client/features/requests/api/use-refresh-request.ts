import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { requestKeys } from './request-keys';

/**
 * After a change to a request: read again everything the screens show of it (the request, its
 * prompts, automations, parts) and the lists it appears in. Reads not on screen refresh when next
 * shown.
 */
export function useRefreshRequest(requestId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: requestKeys.one(requestId) });
    void queryClient.invalidateQueries({ queryKey: requestKeys.lists });
  }, [queryClient, requestId]);
}
