import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { ApplyResult, Strategy } from './strategy.ts';

/**
 * Stages a chunk of valid rows (in file order) as ONE record: a JSON array, so the database stores a
 * tuple and an index entry per chunk, not per row.
 */
export async function stageRows(
  db: DbOrTx,
  batchId: number,
  rows: { rowNo: number; row: unknown }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into bulk_rows (batch_id, row_no, row_count, data)
    values (${batchId}, ${rows[0]!.rowNo}, ${rows.length}, ${JSON.stringify(rows.map((r) => r.row))}::jsonb)`);
}

/** The first file row of the last of the next `chunks` staged chunks after row `after` (null: none left). */
export async function nextChunkEnd(
  tx: Tx,
  batchId: number,
  after: number,
  chunks: number,
): Promise<number | null> {
  const result = await tx.execute<{ upto: number | null }>(sql`select max(row_no)::int as upto from (
    select row_no from bulk_rows where batch_id = ${batchId} and row_no > ${after} order by row_no limit ${chunks}) chunk`);
  return result.rows[0]?.upto ?? null;
}

/**
 * Writes the staged chunks starting at rows (after, upTo] of a batch with the strategy's declared
 * statement, set-based inside the database (the rows never come back to Node), in file order.
 */
export async function writeStaged(
  tx: Tx,
  strategy: Strategy<unknown>,
  batchId: number,
  after: number,
  upTo: number,
): Promise<ApplyResult> {
  if (strategy.apply) return strategy.apply(tx, batchId, after, upTo);
  if (!strategy.write) throw new Error(`${strategy.feature} declares neither write nor apply`);
  const { table, record, values, conflict } = strategy.write;
  const result = await tx.execute<{ inserted: number; updated: number }>(sql`with written as (
      insert into ${sql.raw(table)} (${sql.raw(Object.keys(values).join(', '))})
      select ${sql.raw(Object.values(values).join(', '))}
      from bulk_rows b, jsonb_array_elements(b.data) with ordinality as e(row, i),
        jsonb_to_record(e.row) as r(${sql.raw(record)})
      where b.batch_id = ${batchId} and b.row_no > ${after} and b.row_no <= ${upTo}
      order by b.row_no, e.i
      ${sql.raw(conflict ?? '')}
      returning (xmax = 0) as inserted)
    select (count(*) filter (where inserted))::int as inserted, (count(*) filter (where not inserted))::int as updated from written`);
  return result.rows[0] ?? { inserted: 0, updated: 0 };
}

/**
 * The staged rows (after, upTo] of a batch as a table of the given record columns, in file order,
 * for strategies that write with their own statements (`apply`):
 *
 *   sql`with r as (${stagedRows(batchId, after, upTo, 'user_id int, action text')}) update … from r …`
 */
export const stagedRows = (batchId: number, after: number, upTo: number, record: string): SQL =>
  sql`select r.*
    from bulk_rows b, jsonb_array_elements(b.data) with ordinality as e(row, i),
      jsonb_to_record(e.row) as r(${sql.raw(record)})
    where b.batch_id = ${batchId} and b.row_no > ${after} and b.row_no <= ${upTo}`;
