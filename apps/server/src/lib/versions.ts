import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { AppError } from './errors.ts';
import { staleRecord } from './errors.ts';

/** A table whose rows carry an `id` and a row `version` (`db/columns.ts`). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The first step of every edit of a versioned record, inside the edit's transaction: bumps the row's
 * version (which also locks the row until the transaction ends, so parallel edits queue) when the
 * caller's If-Match is its current version, or when no If-Match was sent. Unknown id: `notFound()`.
 * Another version: 412 STALE_RECORD, nothing written. Returns the new version.
 */
export async function claimVersion(
  tx: DbOrTx,
  table: VersionedTable,
  id: number,
  expected: number | undefined,
  notFound: () => AppError,
): Promise<number> {
  const [row] = await tx
    .update(table)
    .set({ version: sql`${table.version} + 1` } as never)
    .where(and(eq(table.id, id), expected === undefined ? undefined : eq(table.version, expected)))
    .returning({ version: table.version });
  if (row) return row.version as number;
  const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  throw exists ? staleRecord() : notFound();
}
