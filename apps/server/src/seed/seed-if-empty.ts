import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { appUsers, banners, featureFlags } from '../db/schema.ts';
import { createStorage } from '../lib/create-storage.ts';
import { demoStaff, seedDemoData, type SeedOptions } from './demo-data.ts';

export interface SeedSummary {
  /** What was loaded, as counts. */
  loaded: string;
  /**
   * The generated password of the demo staff accounts (undefined when DEMO_STAFF_PASSWORD set it, never
   * printed), and which (active) accounts those are.
   */
  staffPassword?: string;
  staffEmails: string[];
}

/**
 * Whether the database already holds data: the demo data of an earlier seed or first start (its
 * feature flags, banners and app users come first), or real data. Demo data never goes into it.
 */
export async function holdsData(db: DbOrTx): Promise<boolean> {
  const found = await Promise.all(
    [featureFlags, banners, appUsers].map((table) =>
      db
        .select({ one: sql`1` })
        .from(table)
        .limit(1),
    ),
  );
  return found.some((rows) => rows.length > 0);
}

/** Fills an empty embedded database with demo data on first start; returns a summary or null. */
export async function seedIfEmpty(
  db: Db,
  config: Config,
  decisions?: SeedOptions['decisions'],
): Promise<SeedSummary | null> {
  if (await holdsData(db)) return null;
  const summary = await seedDemoData(db, {
    storage: createStorage(config),
    scale: 1,
    productDomain: config.productDomain,
    staffPassword: config.DEMO_STAFF_PASSWORD,
    ...(decisions ? { decisions } : {}),
  });
  const { 'demo staff password': staffPassword, ...counts } = summary;
  return {
    loaded: Object.entries(counts)
      .map(([what, value]) => `${value} ${what}`)
      .join(', '),
    staffPassword: config.DEMO_STAFF_PASSWORD ? undefined : String(staffPassword),
    staffEmails: demoStaff(config.productDomain)
      .filter((staff) => !('isActive' in staff) || staff.isActive)
      .map((staff) => staff.email),
  };
}
