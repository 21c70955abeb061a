import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import type { ApplyResult, StagedChunk, Strategy, TableWrite } from './strategy.ts';

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
 * The staged rows of a chunk as a relation, in file order: each row read back with
 * `jsonb_to_record(...) as r(<record>)`, beside its chunk `b` and its position `e.i`.
 */
export const stagedRecords = ({ batchId, after, upTo }: StagedChunk, record: string): SQL =>
  sql`bulk_rows b, jsonb_array_elements(b.data) with ordinality as e(row, i),
        jsonb_to_record(e.row) as r(${sql.raw(record)})
      where b.batch_id = ${batchId} and b.row_no > ${after} and b.row_no <= ${upTo}`;

/**
 * Writes the staged chunks starting at rows (after, upTo] of a batch with the strategy's write:
 * its declared statement, set-based inside the database (the rows never come back to Node), in
 * file order; or its own chunk function.
 */
export async function writeStaged(
  tx: Tx,
  strategy: Strategy<unknown>,
  batchId: number,
  after: number,
  upTo: number,
  actor: Actor,
): Promise<ApplyResult> {
  const chunk = { batchId, after, upTo };
  if (typeof strategy.write === 'function') return strategy.write(tx, chunk, actor);
  return writeTable(tx, strategy.write, chunk);
}

/** A declared table write (`TableWrite`) of a chunk, set-based; also the first step of chunk functions that do more. */
export async function writeTable(tx: Tx, write: TableWrite, chunk: StagedChunk): Promise<ApplyResult> {
  const { table, record, values, conflict } = write;
  const result = await tx.execute<{ inserted: number; updated: number }>(sql`with written as (
      insert into ${sql.raw(table)} (${sql.raw(Object.keys(values).join(', '))})
      select ${sql.raw(Object.values(values).join(', '))}
      from ${stagedRecords(chunk, record)}
      order by b.row_no, e.i
      ${sql.raw(conflict ?? '')}
      returning (xmax = 0) as inserted)
    select (count(*) filter (where inserted))::int as inserted, (count(*) filter (where not inserted))::int as updated from written`);
  return result.rows[0] ?? { inserted: 0, updated: 0 };
}

/**
 * The staged rows of a chunk as a table of the given record columns, in file order, for chunk
 * functions that write with their own statements:
 *
 *   sql`with r as (${stagedRows(chunk, 'user_id int, action text')}) update … from r …`
 */
export const stagedRows = (chunk: StagedChunk, record: string): SQL =>
  sql`select r.* from ${stagedRecords(chunk, record)}`;
