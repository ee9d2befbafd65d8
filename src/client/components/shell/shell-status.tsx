import NotificationBell from '@/features/notifications/notification-bell';
import { SyncIndicator } from '../sync/sync-indicator';

/**
 * The top bar's live state, the sync indicator and the notification bell: one chunk the shell
 * loads after its frame is drawn (one lazy import costs the first load its preload list).
 */
export default function ShellStatus() {
  return (
    <>
      <SyncIndicator />
      <NotificationBell />
    </>
  );
}
