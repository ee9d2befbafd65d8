import { deliverPendingNotifications } from '../../../src/server/jobs/notification-jobs';
import { unsubscribeKeyOf } from '../../../src/server/modules/notifications/unsubscribe-token';
import type { TestApp } from '../../helpers/test-app';

/** The address the notification tests' app links to. */
export const PUBLIC_URL = 'https://portal.example.com';

/** Delivers the notification events waiting, as the job queue would once their writes commit. */
export function deliverWaiting(t: TestApp): Promise<number> {
  return deliverPendingNotifications({
    db: t.database.db,
    publicUrl: PUBLIC_URL,
    sender: t.app.messageSender,
    log: t.app.log,
    unsubscribeKey: unsubscribeKeyOf(t.app),
  });
}
