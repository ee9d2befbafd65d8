import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ASSET_ATTACHMENT_TYPES, ASSET_PHOTO_TYPES } from '../../../domain/assets/asset-api';
import { assets } from './assets';
import { createdAt } from './columns';
import { customers } from './tenancy';
import { users } from './users';

/** Photos and attachments of an asset; the bytes live in the file storage under `storageKey`. */
export const assetFiles = pgTable(
  'asset_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: ['photo', 'attachment'] }).notNull(),
    photoType: text('photo_type', { enum: ASSET_PHOTO_TYPES }),
    attachmentType: text('attachment_type', { enum: ASSET_ATTACHMENT_TYPES }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    typeMetadata: jsonb('type_metadata').$type<Record<string, unknown>>(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('asset_files_asset')
      .on(t.assetId, t.kind, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);
