import { sql } from 'drizzle-orm';
import { serviceCategories } from '../../db/schema/catalog';

/** What a report calls rows without a service category. */
export const NO_CATEGORY = 'No category';

/**
 * The category's name, or NO_CATEGORY. The fallback is written into the SQL, not sent as a
 * parameter, so the same expression in SELECT and GROUP BY is one expression to PostgreSQL.
 */
export const categoryName = sql<string>`coalesce(${serviceCategories.name}, ${sql.raw(`'${NO_CATEGORY}'`)})`;
