import { inArray } from 'drizzle-orm';
import type { BulkMessageKey } from '@cmt/contract/bulk-messages';
import type { BulkRowError } from '@cmt/contract/endpoints/bulk';
import type { DbOrTx } from '../../db/client.ts';
import type { appUsers, categories, merchants } from '../../db/schema.ts';
import { branches } from '../../db/schema.ts';
import { rowError } from './messages.ts';
import type { StagedRow } from './strategy.ts';

/* Referential checks shared by strategies: one query per chunk and table, never one per row. */

const unique = (values: (number | undefined)[]) => [
  ...new Set(values.filter((v): v is number => v !== undefined)),
];

/** Tables whose ids bulk rows point at. */
type Referenced = typeof merchants | typeof categories | typeof appUsers;

async function existing(db: DbOrTx, table: Referenced, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
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
  return rows.flatMap(({ rowNo, row }) => {
    const value = idOf(row);
    return value === undefined || found.has(value) ? [] : [rowError(rowNo, column, missing, { id: value })];
  });
}

/** Errors for rows whose branch does not exist or belongs to another merchant. */
export async function branchOfMerchant<Row>(
  db: DbOrTx,
  rows: StagedRow<Row>[],
  ids: (row: Row) => { merchantId: number; branchId: number },
): Promise<BulkRowError[]> {
  const branchIds = unique(rows.map(({ row }) => ids(row).branchId));
  if (branchIds.length === 0) return [];
  const found = await db
    .select({ id: branches.id, merchantId: branches.merchantId })
    .from(branches)
    .where(inArray(branches.id, branchIds));
  const owner = new Map(found.map((b) => [b.id, b.merchantId]));
  return rows.flatMap(({ rowNo, row }) => {
    const { merchantId, branchId } = ids(row);
    if (!owner.has(branchId)) return [rowError(rowNo, 'branch_id', 'branchMissing', { id: branchId })];
    if (owner.get(branchId) !== merchantId) {
      return [
        rowError(rowNo, 'branch_id', 'branchOfOtherMerchant', {
          branch: branchId,
          owner: owner.get(branchId)!,
          merchant: merchantId,
        }),
      ];
    }
    return [];
  });
}
