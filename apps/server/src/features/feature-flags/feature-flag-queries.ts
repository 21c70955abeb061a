import { asc, count, eq } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  FeatureFlag,
  FlagValue,
  listFeatureFlags,
  exportFeatureFlags,
} from '@cmt/contract/endpoints/feature-flags';
import type { DbOrTx } from '../../db/client.ts';
import { featureFlags } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { defineList, listPage } from '../../lib/list-page.ts';
import { containsText } from '../../lib/sql.ts';

type Row = typeof featureFlags.$inferSelect;

const toFlag = (row: Row): FeatureFlag => ({
  id: row.id,
  key: row.key,
  value: row.value as FlagValue,
  description: row.description,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export const flagNotFound = () => notFound('Feature flag');

export async function findFlag(db: DbOrTx, id: number): Promise<FeatureFlag> {
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.id, id));
  if (!row) throw flagNotFound();
  return toFlag(row);
}

/** Every flag as `{ key, value }`, by key: what the app loads before it renders. */
export async function flagValues(db: DbOrTx): Promise<{ key: string; value: FlagValue }[]> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  return rows.map((row) => ({ key: row.key, value: row.value as FlagValue }));
}

/** The id of the flag named `key`, if there is one. */
export async function flagIdByKey(db: DbOrTx, key: string): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: featureFlags.id })
    .from(featureFlags)
    .where(eq(featureFlags.key, key));
  return existing?.id;
}

/** A page of flags for the manage screen; `q` matches anywhere in the key. */
/** The flags list of these filters, for its page and its export (`exportFeatureFlags`). */
export function flagList(db: DbOrTx, query: ParsedQueryOf<typeof exportFeatureFlags>) {
  return defineList({
    rows: db.select().from(featureFlags).$dynamic(),
    count: db.select({ value: count() }).from(featureFlags).$dynamic(),
    where: [query.q ? containsText(featureFlags.key, query.q) : undefined],
    sortColumns: { key: featureFlags.key, updatedAt: featureFlags.updatedAt },
    tiebreak: asc(featureFlags.id),
    toItem: toFlag,
    key: featureFlags.id,
  });
}

export const listFlagPage = (db: DbOrTx, query: ParsedQueryOf<typeof listFeatureFlags>) =>
  listPage(query, flagList(db, query));
