import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { featureFlags } from '../db/schema.ts';
import { createStorage } from '../lib/create-storage.ts';
import { seedDemoData } from './demo-data.ts';

/** Fills an empty embedded database with demo data on first start; returns a summary or null. */
export async function seedIfEmpty(db: Db, config: Config): Promise<string | null> {
  const [flags] = await db.select({ value: count() }).from(featureFlags);
  if ((flags?.value ?? 0) > 0) return null;
  const summary = await seedDemoData(db, {
    storage: createStorage(config),
    scale: 1,
    productDomain: config.productDomain,
  });
  return Object.entries(summary)
    .map(([what, value]) => (typeof value === 'number' ? `${value} ${what}` : `${what}: ${value}`))
    .join(', ');
}
