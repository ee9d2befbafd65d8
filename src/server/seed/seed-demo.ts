import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers } from '../db/schema/tenancy';

/** Placeholder until the demo data set lands: seeds nothing. */
export async function seedDemo(_db: Database): Promise<void> {}

/** Seeds the demo data set into a database that has no customers yet. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(customers);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}
