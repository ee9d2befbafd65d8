import type { ConnectionState } from '@/offline/cache-freshness';

export interface SyncSummary {
  /** What the header's sync button says (its accessible name is "Sync: <label>"). */
  label: string;
  /** The dot's colour: red needs attention, orange waiting, green saved on a working connection, grey otherwise. */
  palette: 'red' | 'orange' | 'green' | 'gray';
  /** The drawer's first line. */
  status: string;
}

/**
 * The sync state in words and colour. The dot follows the connection the offline banner shows: a
 * connection that does not answer (lie-fi) is no green "All changes saved" (issue 30).
 */
export function syncSummary({
  pendingCount,
  rejectedCount,
  connection,
  pausedForSession,
}: {
  pendingCount: number;
  rejectedCount: number;
  connection: ConnectionState;
  pausedForSession: boolean;
}): SyncSummary {
  const label =
    rejectedCount > 0
      ? `${rejectedCount} need${rejectedCount === 1 ? 's' : ''} attention`
      : pendingCount > 0
        ? `${pendingCount} waiting to sync`
        : connection === 'online'
          ? 'All changes saved'
          : 'Nothing waiting to sync';
  const palette = rejectedCount > 0 ? 'red' : pendingCount > 0 ? 'orange' : connection === 'online' ? 'green' : 'gray';
  const status = pausedForSession
    ? 'Sending is paused until you sign in again.'
    : connection === 'offline'
      ? "You're offline. Changes are kept on this device and sent, in order, when you reconnect."
      : connection === 'not-answering'
        ? 'The connection is not answering. Changes are kept on this device and sent, in order, as soon as it answers.'
        : pendingCount > 0
          ? 'Sending your changes…'
          : rejectedCount > 0
            ? 'The server did not accept the changes below: retry them or discard them.'
            : 'Everything you changed has reached the server.';
  return { label, palette, status };
}
