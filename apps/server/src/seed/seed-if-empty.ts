import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { featureFlags } from '../db/schema.ts';
import { createStorage } from '../lib/create-storage.ts';
import { demoStaff, seedDemoData } from './demo-data.ts';

export interface SeedSummary {
  /** What was loaded, as counts. */
  loaded: string;
  /** The generated password of the demo staff accounts, and which (active) accounts those are. */
  staffPassword: string;
  staffEmails: string[];
}

/** Fills an empty embedded database with demo data on first start; returns a summary or null. */
export async function seedIfEmpty(db: Db, config: Config): Promise<SeedSummary | null> {
  const [flags] = await db.select({ value: count() }).from(featureFlags);
  if ((flags?.value ?? 0) > 0) return null;
  const summary = await seedDemoData(db, {
    storage: createStorage(config),
    scale: 1,
    productDomain: config.productDomain,
  });
  const { 'demo staff password': staffPassword, ...counts } = summary;
  return {
    loaded: Object.entries(counts)
      .map(([what, value]) => `${value} ${what}`)
      .join(', '),
    staffPassword: String(staffPassword),
    staffEmails: demoStaff(config.productDomain)
      .filter((staff) => !('isActive' in staff) || staff.isActive)
      .map((staff) => staff.email),
  };
}
