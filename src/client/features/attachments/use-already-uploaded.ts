import { useEffect, useState } from 'react';
import { offlineDb } from '@/offline/offline-db';
import type { OutboxEntry } from '@/offline/outbox-entry';

/**
 * The uploads to this request that settled while the page was open and that the server answered
 * "already uploaded" (202, docs/product/requests.md): it stored the file from an earlier try. Only
 * the uploads that settle are read (by their keys), never the whole outbox on each of its changes.
 */
export function useAlreadyUploaded(requestId: string): OutboxEntry[] {
  // Kept with the request they are for: another request's page starts with none.
  const [uploads, setUploads] = useState<{ requestId: string; entries: OutboxEntry[] }>({ requestId, entries: [] });
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    // The watch loads after the page draws (it is not needed to draw it).
    void import('@/offline/settled-writes').then(({ watchSettledWrites }) => {
      if (!active) return;
      stop = watchSettledWrites((settled) => {
        const ours = settled.filter((e) => e.kind === 'attachment.upload' && e.url.startsWith(`/requests/${requestId}/`));
        if (ours.length === 0) return;
        void offlineDb()
          .outbox.bulkGet(ours.map((e) => e.seq!))
          .then((found) => {
            const already = found.filter((e): e is OutboxEntry => e?.status === 'done' && e.lastStatus === 202);
            if (!active || already.length === 0) return;
            setUploads((shown) => ({ requestId, entries: shown.requestId === requestId ? [...shown.entries, ...already] : already }));
          });
      });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [requestId]);
  return uploads.requestId === requestId ? uploads.entries : [];
}
