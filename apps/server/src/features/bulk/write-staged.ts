import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { ApplyResult, Strategy } from './strategy.ts';

/**
 * Stages a chunk of valid rows in ONE statement (arrays unnested by the database): no per-row
 * parameters to bind and no per-row statement to build.
 */
export async function stageRows(
  db: DbOrTx,
  batchId: number,
  rows: { rowNo: number; row: unknown }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into bulk_rows (batch_id, row_no, data)
    select ${batchId}, n, d from unnest(${sql.param(rows.map((r) => r.rowNo))}::int[], ${sql.param(rows.map((r) => JSON.stringify(r.row)))}::jsonb[]) as t(n, d)`);
}

/** The row number that ends the next chunk of at most `size` staged rows after `after` (null: none left). */
export async function nextChunkEnd(
  tx: Tx,
  batchId: number,
  after: number,
  size: number,
): Promise<number | null> {
  const result = await tx.execute<{ upto: number | null }>(sql`select max(row_no)::int as upto from (
    select row_no from bulk_rows where batch_id = ${batchId} and row_no > ${after} order by row_no limit ${size}) chunk`);
  return result.rows[0]?.upto ?? null;
}

/**
 * Writes the staged rows numbered (after, upTo] of a batch with the strategy's declared statement,
 * set-based inside the database (the rows never come back to Node).
 */
export async function writeStaged(
  tx: Tx,
  strategy: Strategy<unknown>,
  batchId: number,
  after: number,
  upTo: number,
): Promise<ApplyResult> {
  const { table, record, values, conflict } = strategy.write;
  const result = await tx.execute<{ inserted: number; updated: number }>(sql`with written as (
      insert into ${sql.raw(table)} (${sql.raw(Object.keys(values).join(', '))})
      select ${sql.raw(Object.values(values).join(', '))}
      from bulk_rows b, jsonb_to_record(b.data) as r(${sql.raw(record)})
      where b.batch_id = ${batchId} and b.row_no > ${after} and b.row_no <= ${upTo}
      order by b.row_no
      ${sql.raw(conflict ?? '')}
      returning (xmax = 0) as inserted)
    select (count(*) filter (where inserted))::int as inserted, (count(*) filter (where not inserted))::int as updated from written`);
  return result.rows[0] ?? { inserted: 0, updated: 0 };
}
