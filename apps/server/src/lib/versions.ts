import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { AppError } from './errors.ts';
import { staleRecord } from './errors.ts';

/**
 * What an If-Match that names no version stands for: `"abc"`, `W/"x"`, `garbage`, `"0"`, a number
 * beyond the version column. Per RFC 9110 such a tag matches no current representation, so the
 * change is refused with 412 (404 still wins for an unknown id), never a 400. Versions start at 1.
 */
export const UNMATCHABLE_VERSION = 0;

/**
 * The version a request's `If-Match` names: `"7"` (also `W/"7"` or a bare `7`, as some clients and
 * proxies send it) → 7; absent, empty or `*` → undefined (the change applies, for other API
 * clients); anything else → UNMATCHABLE_VERSION, which no row has.
 */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value === undefined || value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?(?:"([1-9]\d{0,9})"|([1-9]\d{0,9}))$/.exec(value);
  const version = match ? Number(match[1] ?? match[2]) : NaN;
  return Number.isSafeInteger(version) && version <= 2147483647 ? version : UNMATCHABLE_VERSION;
}

/** A table whose rows carry an `id` and a row `version` (`db/columns.ts`). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The first step of every edit of a versioned record, inside the edit's transaction: bumps the row's
 * version (which also locks the row until the transaction ends, so parallel edits queue) when the
 * caller's If-Match is its current version, or when no If-Match was sent. Unknown id: `notFound()`.
 * Another version (also UNMATCHABLE_VERSION): 412 STALE_RECORD, nothing written. Returns the new
 * version. Deletes claim it too (`auditedRecords().remove`), so a stale delete removes nothing.
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
