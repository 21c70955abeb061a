import type { z } from 'zod';
import type { BulkColumn, BulkFeature, BulkRowError } from '@cmt/contract/endpoints/bulk';
import { bulkColumns } from '@cmt/contract/endpoints/bulk';
import type { DbOrTx, Tx } from '../../db/client.ts';

export interface StagedRow<Row> {
  rowNo: number;
  row: Row;
}

export interface ApplyResult {
  inserted: number;
  updated: number;
}

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
  /** Rows with the same key are duplicates inside the file; the column named in the error. */
  duplicateKey?: { column: string; of(row: Row): string };
  /** Checks references for a chunk of parsed rows with a few set queries; returns the row errors. */
  references?(db: DbOrTx, rows: StagedRow<Row>[]): Promise<BulkRowError[]>;
  /**
   * How staged rows are written, as one set-based statement per chunk inside the apply
   * transaction: `insert into <table> (<keys of values>) select <values> from the staged rows`,
   * where `r` is the row read back with `jsonb_to_record(data) as r(<record>)` and `$batch` the
   * batch id. `conflict` is an optional `on conflict ...` clause (rows it updates count as updated).
   */
  write?: {
    table: string;
    record: string;
    values: Record<string, string>;
    conflict?: string;
  };
  /**
   * For kinds whose rows are not one insert (a review moves a credit line and records the decision;
   * a repayment is recorded and pays its instalment): writes the staged rows (after, upTo] itself,
   * set-based, inside the apply transaction (`stagedRows` gives them as a table). Throwing fails the
   * whole batch, which leaves everything as it was. Exactly one of `write` and `apply` is declared.
   */
  apply?: (tx: Tx, batchId: number, after: number, upTo: number) => Promise<ApplyResult>;
}

export const defineStrategy = <Row>(strategy: Omit<Strategy<Row>, 'columns'>): Strategy<Row> => ({
  ...strategy,
  columns: bulkColumns[strategy.feature],
});
