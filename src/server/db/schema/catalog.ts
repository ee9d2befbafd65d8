import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const serviceCategories = pgTable('service_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

export const assetTypes = pgTable(
  'asset_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    serviceCategoryId: uuid('service_category_id')
      .notNull()
      .references(() => serviceCategories.id),
  },
  (t) => [index('asset_types_category').on(t.serviceCategoryId)],
);
