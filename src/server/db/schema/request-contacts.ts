import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { requests } from './requests';
import { users } from './users';

/** The people to keep informed about a request (docs/product/requests.md request create payload contactIds). */
export const requestContacts = pgTable(
  'request_contacts',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] }), index('request_contacts_user').on(t.userId)],
);
