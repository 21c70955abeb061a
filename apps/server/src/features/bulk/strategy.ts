import type { z } from 'zod';
import type { BulkColumn, BulkFeature, BulkRowError } from '@cmt/contract/endpoints/bulk';
import { bulkColumns } from '@cmt/contract/endpoints/bulk';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { sureRowOf } from './cells.ts';

export interface StagedRow<Row> {
  rowNo: number;
  row: Row;
}

export interface ApplyResult {
  inserted: number;
  updated: number;
}

/** The staged rows being written: file rows (after, upTo] of a batch, each staged as an array in `columns` order. */
export interface StagedChunk {
  batchId: number;
  after: number;
  upTo: number;
  columns: readonly string[];
}

/**
 * How staged rows are written into one table, as one set-based statement per chunk inside the
 * apply transaction: `insert into <table> (<keys of values>) select <values> from the staged rows`,
 * where `r` is the row read back with the named, typed columns of `record` (`stagedRecords` in
 * write-staged.ts) and `b.batch_id` the batch id. `conflict` is an optional `on conflict ...` clause (rows it updates count as updated).
 */
export interface TableWrite {
  table: string;
  record: string;
  values: Record<string, string>;
  conflict?: string;
}

/**
 * A write with effects beyond one table (transactions that move customers' balances): called per
 * chunk inside the apply transaction, it reads the chunk's staged rows as a relation
 * (`stagedRecords(chunk, record)` in write-staged.ts) and writes set-based, never row by row. It
 * shares the batch's one transaction: a throw rolls every chunk back and the batch ends FAILED.
 * `actor` is who confirmed the batch, for status moves the chunk makes (each writes its own entry).
 */
export type ChunkWrite = (tx: Tx, chunk: StagedChunk, actor: Actor) => Promise<ApplyResult>;

/**
 * A bulk file kind, declared once: its columns (from the contract, so the template and the screens
 * agree), the schema of one row, what makes two rows duplicates, which references must exist, and
 * how a chunk of valid rows is written. The pipeline does everything else.
 */
export interface Strategy<Row = unknown> {
  feature: BulkFeature;
  columns: readonly BulkColumn[];
  /** Parses one row given as `{ column_name: cell text }`. */
  row: z.ZodType<Row>;
  /**
   * The row without zod when every cell is plainly valid (`sureRowOf` in cells.ts), else undefined
   * (zod parses it); set by `defineStrategy` when the row schema allows it.
   */
  sureRow?: (record: Record<string, unknown>) => Row | undefined;
  /** For a row schema with refinements of its own: true when they add no issue to a row (its sure path). */
  sureRules?: (row: Row) => boolean;
  /** Rows with the same key are duplicates inside the file; the column named in the error. */
  duplicateKey?: { column: string; of(row: Row): string };
  /** Checks references for a chunk of parsed rows with a few set queries; returns the row errors. */
  references?(db: DbOrTx, rows: StagedRow<Row>[]): Promise<BulkRowError[]>;
  /** How a chunk of staged rows is written: one declared statement, or a set-based function. */
  write: TableWrite | ChunkWrite;
}

/**
 * A strategy with its contract columns. A row is staged as an array in column order, so every key of
 * its row schema must be a column (else a value would be lost on the way to the apply).
 */
export const defineStrategy = <Row>(strategy: Omit<Strategy<Row>, 'columns'>): Strategy<Row> => {
  const columns = bulkColumns[strategy.feature];
  const shape = (strategy.row as { shape?: Record<string, unknown> }).shape;
  const lost = Object.keys(shape ?? {}).filter((key) => !columns.some((column) => column.name === key));
  if (lost.length) throw new Error(`${strategy.feature}: row keys ${lost.join(', ')} are not columns`);
  return { ...strategy, columns, sureRow: sureRowOf(strategy.row, strategy.sureRules) };
};
