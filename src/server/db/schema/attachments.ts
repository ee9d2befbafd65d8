import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ATTACHMENT_TYPES } from '../../../domain/attachments/attachments-api';
import { createdAt, updatedAt } from './columns';
import { requests } from './requests';
import { tasks } from './tasks';
import { users } from './users';

/**
 * Every object in file storage. `ownerKind` + `ownerId` say what the file belongs to, so the files
 * calls can ask that owner's module whether the caller may see it (src/server/storage/file-access.ts).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: uuid('owner_id'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** An image's preview, a small JPEG data URL (storage/thumbnail.ts); null for other files and older uploads. */
    thumbnail: text('thumbnail'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner').on(t.ownerKind, t.ownerId)],
);

/** A file attached to a request (docs/product/requests.md Attachment). */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    /** Client-chosen, so a replayed upload answers 202 instead of storing it twice. */
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    taskId: uuid('task_id').references(() => tasks.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    name: text('name').notNull(),
    attachmentType: text('attachment_type', { enum: ATTACHMENT_TYPES }).notNull(),
    typeMetadata: jsonb('type_metadata').$type<Record<string, unknown>>(),
    /** The same bytes on the same request are one attachment (an upload replayed under a new id). */
    contentSha256: text('content_sha256').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('request_attachments_request_content').on(t.requestId, t.contentSha256),
    index('request_attachments_request').on(t.requestId, t.createdAt),
  ],
);
