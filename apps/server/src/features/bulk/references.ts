import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, sql } from 'drizzle-orm';
import type { BulkMessageKey } from '@cmt/contract/bulk-messages';
import type { BulkRowError } from '@cmt/contract/endpoints/bulk';
import type { DbOrTx } from '../../db/client.ts';
import type { appUsers, categories, merchants } from '../../db/schema.ts';
import { branches } from '../../db/schema.ts';
import { rowError } from './messages.ts';
import type { StagedRow } from './strategy.ts';

/*
 * Referential checks shared by strategies: at most one query per chunk and table (its ids as one
 * array parameter), never one per row. Inside `rememberingReferences` (one upload's validation) an
 * id already looked up is not asked again: a file that names the same merchants in every chunk asks
 * for each once. What the upload found is what it reports; the apply's foreign keys still decide.
 */

const unique = (values: (number | undefined)[]) => [
  ...new Set(values.filter((v): v is number => v !== undefined)),
];

/** Tables whose ids bulk rows point at. */
type Referenced = typeof merchants | typeof categories | typeof appUsers;

/** What one upload has looked up so far: per table, each id asked for → what was found (null: none). */
type Looked = Map<string, Map<number, number | null>>;
const remembered = new AsyncLocalStorage<Looked>();
/** At most this many ids are remembered per table and upload (beyond, they are asked per chunk). */
const REMEMBERED_MAX = 50_000;

/** Runs one upload's validation remembering the references it looked up (see above). */
export const rememberingReferences = <T>(run: () => Promise<T>): Promise<T> => remembered.run(new Map(), run);

/**
 * For each id, what `lookUp` finds for it (null: no row), asking only for the ids this upload has not
 * looked up yet under `key`.
 */
async function lookedUp(
  key: string,
  ids: number[],
  lookUp: (ids: number[]) => Promise<{ id: number; value: number }[]>,
): Promise<Map<number, number | null>> {
  const upload = remembered.getStore();
  let known = upload?.get(key);
  if (upload && !known) upload.set(key, (known = new Map()));
  const found = new Map<number, number | null>();
  const asked = known ? ids.filter((id) => !known.has(id)) : ids;
  if (known) for (const id of ids) if (known.has(id)) found.set(id, known.get(id)!);
  if (asked.length) {
    for (const id of asked) found.set(id, null);
    for (const row of await lookUp(asked)) found.set(row.id, row.value);
    if (known && known.size + asked.length <= REMEMBERED_MAX)
      for (const id of asked) known.set(id, found.get(id)!);
  }
  return found;
}

async function existing(db: DbOrTx, table: Referenced, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await lookedUp(`${getTableName(table)}.id`, ids, (asked) =>
    db
      .select({ id: table.id, value: table.id })
      .from(table)
      .where(sql`${table.id} = any(${sql.param(asked)}::int[])`),
  );
  return new Set([...found].filter(([, value]) => value !== null).map(([id]) => id));
}

/** Errors for rows whose `column` id is not in `table`. */
export async function mustExist<Row>(
  db: DbOrTx,
  rows: StagedRow<Row>[],
  column: string,
  table: Referenced,
  missing: BulkMessageKey,
  idOf: (row: Row) => number | undefined,
): Promise<BulkRowError[]> {
  const found = await existing(db, table, unique(rows.map(({ row }) => idOf(row))));
  // A loop, not flatMap: no array per row (every row of a chunk passes here).
  const errors: BulkRowError[] = [];
  for (const { rowNo, row } of rows) {
    const value = idOf(row);
    if (value !== undefined && !found.has(value))
      errors.push(rowError(rowNo, column, missing, { id: value }));
  }
  return errors;
}

/** Errors for rows whose branch does not exist or belongs to another merchant. */
export async function branchOfMerchant<Row>(
  db: DbOrTx,
  rows: StagedRow<Row>[],
  ids: (row: Row) => { merchantId: number; branchId: number },
): Promise<BulkRowError[]> {
  const branchIds = unique(rows.map(({ row }) => ids(row).branchId));
  if (branchIds.length === 0) return [];
  const owner = await lookedUp('branches.merchant_id', branchIds, (asked) =>
    db
      .select({ id: branches.id, value: branches.merchantId })
      .from(branches)
      .where(sql`${branches.id} = any(${sql.param(asked)}::int[])`),
  );
  const errors: BulkRowError[] = [];
  for (const { rowNo, row } of rows) {
    const { merchantId, branchId } = ids(row);
    const branchOwner = owner.get(branchId);
    if (branchOwner == null) errors.push(rowError(rowNo, 'branch_id', 'branchMissing', { id: branchId }));
    else if (branchOwner !== merchantId) {
      errors.push(
        rowError(rowNo, 'branch_id', 'branchOfOtherMerchant', {
          branch: branchId,
          owner: branchOwner,
          merchant: merchantId,
        }),
      );
    }
  }
  return errors;
}
