import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import type { ApplyResult, StagedChunk, Strategy, TableWrite } from './strategy.ts';

/**
 * The order of a kind's staged values: its columns as the contract lists them. A staged row is an
 * array in this order (not an object repeating every key), so a chunk's JSON is about half the size
 * and the database parses and stores that much less.
 */
export const stagedColumnsOf = (strategy: Pick<Strategy<unknown>, 'columns'>): string[] =>
  strategy.columns.map((column) => column.name);

/**
 * Stages a chunk of valid rows (in file order) as ONE record: a JSON array of rows, each an array of
 * its values in `columns` order (null: not given), so the database stores a tuple and an index entry
 * per chunk, not per row.
 */
export async function stageRows(
  db: DbOrTx,
  batchId: number,
  columns: readonly string[],
  rows: { rowNo: number; row: unknown }[],
): Promise<void> {
  if (rows.length === 0) return;
  const data = rows.map(({ row }) => columns.map((name) => (row as Record<string, unknown>)[name] ?? null));
  await db.execute(sql`insert into bulk_rows (batch_id, row_no, row_count, data)
    values (${batchId}, ${rows[0]!.rowNo}, ${rows.length}, ${JSON.stringify(data)}::jsonb)`);
}

/** `name type` pairs of a record definition (`'user_id int, tags text[], amount numeric(14, 2)'`). */
function recordColumns(record: string): { name: string; type: string }[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < record.length; i++) {
    const char = record[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(record.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(record.slice(start));
  return parts.map((part) => {
    const [, name, type] = /^\s*([a-z_][a-z0-9_]*)\s+(.+?)\s*$/s.exec(part) ?? [];
    if (!name || !type) throw new Error(`Staged record: cannot read "${part.trim()}"`);
    return { name, type: type.replace(/\s+/g, ' ') };
  });
}

/**
 * The select list that reads a staged row `e.row` (an array in `columns` order) as the named,
 * typed columns of `record`: a value is cast from its text (as `jsonb_to_record` does), an array
 * column from the JSON array's elements.
 */
function recordSelect(columns: readonly string[], record: string): string {
  return recordColumns(record)
    .map(({ name, type }) => {
      const index = columns.indexOf(name);
      if (index === -1)
        throw new Error(`Staged record: "${name}" is not a staged column (${columns.join(', ')})`);
      const value = type.endsWith('[]')
        ? `case jsonb_typeof(e.row -> ${index}) when 'array' then array(select jsonb_array_elements_text(e.row -> ${index}))::${type} end`
        : `(e.row ->> ${index})::${type}`;
      return `${value} as ${name}`;
    })
    .join(', ');
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
 * The staged rows of a chunk as a relation, in file order: each row read back as `r` with the named,
 * typed columns of `record` (`'user_id int, reason text'`), beside its chunk `b` and its position `e.i`.
 */
export const stagedRecords = ({ batchId, after, upTo, columns }: StagedChunk, record: string): SQL =>
  sql`bulk_rows b, jsonb_array_elements(b.data) with ordinality as e(row, i),
        lateral (select ${sql.raw(recordSelect(columns, record))}) r
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
  const chunk = { batchId, after, upTo, columns: stagedColumnsOf(strategy) };
  if (typeof strategy.write === 'function') return strategy.write(tx, chunk, actor);
  return writeTable(tx, strategy.write, chunk);
}

/** A declared table write (`TableWrite`) of a chunk, set-based; also the first step of chunk functions that do more. */
export async function writeTable(tx: Tx, write: TableWrite, chunk: StagedChunk): Promise<ApplyResult> {
  const { table, record, values, conflict } = write;
  if (!conflict) {
    // Every row is inserted: the statement's own row count says how many, with no RETURNING to collect.
    const inserted =
      await tx.execute(sql`insert into ${sql.raw(table)} (${sql.raw(Object.keys(values).join(', '))})
      select ${sql.raw(Object.values(values).join(', '))}
      from ${stagedRecords(chunk, record)}
      order by b.row_no, e.i`);
    const count = inserted as unknown as { rowCount?: number | null; affectedRows?: number };
    return { inserted: count.rowCount ?? count.affectedRows ?? 0, updated: 0 };
  }
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
