import type { Database } from '../db/client';

/** Placeholder until the demo data set lands: seeds nothing. */
export async function seedDemoIfEmpty(_db: Database): Promise<void> {}
