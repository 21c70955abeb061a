import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { BulkRowError, listBulkBatches, listBulkErrors } from '@cmt/contract/endpoints/bulk';
import type { DbOrTx } from '../../db/client.ts';
import { bulkBatches, bulkRowErrors } from '../../db/schema.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { keysetPages, listPage } from '../../lib/list-page.ts';
import { batchColumns, toBatch } from './batches.ts';

/** Past batches of one kind, newest first. */
export function listBatchPage(db: DbOrTx, query: ParsedQueryOf<typeof listBulkBatches>) {
  return listPage(query, {
    rows: db.select(batchColumns).from(bulkBatches).$dynamic(),
    count: db.select({ value: count() }).from(bulkBatches).$dynamic(),
    where: [
      eq(bulkBatches.feature, query.feature),
      query.status ? inArray(bulkBatches.status, query.status.split(',')) : undefined,
    ],
    sortColumns: { id: bulkBatches.id },
    toItem: toBatch,
  });
}

/** A batch's row errors in row order (ties by id), a page at a time. */
export function listErrorPage(db: DbOrTx, batchId: number, query: ParsedQueryOf<typeof listBulkErrors>) {
  return listPage(
    { page: query.page, pageSize: query.pageSize, order: 'asc' },
    {
      rows: db.select().from(bulkRowErrors).$dynamic(),
      count: db.select({ value: count() }).from(bulkRowErrors).$dynamic(),
      where: [eq(bulkRowErrors.batchId, batchId)],
      sortColumns: { rowNo: bulkRowErrors.rowNo },
      tiebreak: bulkRowErrors.id,
      toItem: (row): BulkRowError => ({
        row: row.rowNo,
        column: row.column,
        key: row.key,
        params: row.params as BulkRowError['params'],
        message: row.message,
      }),
    },
  );
}

/**
 * Every row error of a batch as the download's lines (row, column, message), in row order, read
 * 1,000 at a time by (row, id) while the file goes out.
 */
export async function* errorFileRows(db: DbOrTx, batchId: number): AsyncGenerator<CsvValue[]> {
  const pages = keysetPages({
    start: { rowNo: 0, id: 0 },
    read: (after, size) =>
      db
        .select()
        .from(bulkRowErrors)
        .where(
          and(
            eq(bulkRowErrors.batchId, batchId),
            sql`(${bulkRowErrors.rowNo}, ${bulkRowErrors.id}) > (${after.rowNo}, ${after.id})`,
          ),
        )
        .orderBy(asc(bulkRowErrors.rowNo), asc(bulkRowErrors.id))
        .limit(size),
    keyOf: (row) => ({ rowNo: row.rowNo, id: row.id }),
  });
  for await (const page of pages) for (const e of page) yield [e.rowNo, e.column, e.message];
}

/** Batches left queued or applying (the process stopped before their job ended), and who confirmed them. */
export function openBatches(db: DbOrTx) {
  return db
    .select({ id: bulkBatches.id, appliedBy: bulkBatches.appliedBy })
    .from(bulkBatches)
    .where(inArray(bulkBatches.status, ['QUEUED', 'APPLYING']));
}
