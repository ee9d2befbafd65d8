import { z } from 'zod';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** A request as Find a request lists it before anything is typed: enough to know it again. */
const recentRequestSchema = z.object({ id: z.string(), number: z.number().int(), title: z.string(), place: z.string() });
export type RecentRequest = z.infer<typeof recentRequestSchema>;

/** How many opened requests Find a request remembers. */
export const RECENT_REQUESTS_KEPT = 5;

/** The requests this user opened last on this device, newest first; nothing when the stored list is unreadable. */
export function recentRequests(userId: string, storage: Storage = localStorage): RecentRequest[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEYS.recentRequests(userId)) ?? '[]');
  } catch {
    return [];
  }
  const parsed = z.array(recentRequestSchema).safeParse(stored);
  return parsed.success ? parsed.data : [];
}

/** Puts an opened request first (once), keeping the last RECENT_REQUESTS_KEPT. */
export function rememberRecentRequest(userId: string, opened: RecentRequest, storage: Storage = localStorage): void {
  const kept = [opened, ...recentRequests(userId, storage).filter((r) => r.id !== opened.id)].slice(0, RECENT_REQUESTS_KEPT);
  storage.setItem(STORAGE_KEYS.recentRequests(userId), JSON.stringify(kept));
}
