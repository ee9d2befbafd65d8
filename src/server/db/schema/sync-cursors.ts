import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * What a device holds of its user's offline set after one `GET sync/changes` (docs/adr/0010-offline-set.md):
 * the version of each record it was given. The next call's `since` names it, so the answer is the
 * difference (changed records and deletions) without the device sending its list.
 */
export const syncCursors = pgTable(
  'sync_cursors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The acting context the set was read in (impersonation and selection): a cursor is valid only in it. */
    context: text('context').notNull(),
    /** `<kind>:<id>` → version (a hash of what the record's pages read). */
    versions: jsonb('versions').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sync_cursors_user').on(t.userId, t.createdAt)],
);
