import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  bulkProcessPaths,
  confirmBulkBatch,
  downloadBulkErrors,
  getBulkBatch,
  listBulkBatches,
  listBulkErrors,
  uploadBulkFile,
  uploadOffersBulk,
  type BulkFeature,
  type BulkRowError,
} from '@cmt/contract/endpoints/bulk';
import { bulkBatches, bulkRowErrors } from '../../db/schema.ts';
import { csvFile } from '../../lib/csv.ts';
import { implement } from '../../lib/endpoints.ts';
import { badRequest } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { actorOf } from '../../lib/audit.ts';
import { partContent, uploadedFilePart } from '../../lib/multipart.ts';
import { batchColumns, findBatch, toBatch } from './batches.ts';
import { queueBatch } from './queue-batch.ts';
import type { TextEncoding } from './read-table.ts';
import { validateUpload } from './validate.ts';
import { validationSlotsOf } from './validation-slots.ts';

async function upload(
  request: FastifyRequest,
  feature: BulkFeature,
  encoding: TextEncoding,
  maxBytes: number,
) {
  const part = await uploadedFilePart(request, maxBytes);
  let cut = false;
  part.file.on('limit', () => (cut = true));
  try {
    return await validateUpload(request.server.db, {
      feature,
      fileName: part.filename.slice(0, 200) || 'upload',
      encoding,
      content: partContent(part),
      tooLarge: () => cut || part.file.truncated,
      maxBytes,
      actor: actorOf(request),
      slots: validationSlotsOf(request.server.config),
    });
  } finally {
    part.file.resume(); // drain what was not read, so the answer is not held up by the rest of the upload
  }
}

export const bulkRoutes = [
  implement(uploadBulkFile, async ({ request, query }) =>
    upload(request, query.feature, query.encoding, uploadBulkFile.upload.maxBytes),
  ),

  implement(uploadOffersBulk, async ({ request, query }) =>
    upload(request, 'OfferStrategy', query.encoding, uploadOffersBulk.upload.maxBytes),
  ),

  implement(listBulkBatches, async ({ app, query }) =>
    pageOf(
      query,
      (limit, offset) =>
        app.db
          .select(batchColumns)
          .from(bulkBatches)
          .where(eq(bulkBatches.feature, query.feature))
          .orderBy(desc(bulkBatches.id))
          .limit(limit)
          .offset(offset),
      app.db.select({ value: count() }).from(bulkBatches).where(eq(bulkBatches.feature, query.feature)),
      toBatch,
    ),
  ),

  implement(getBulkBatch, async ({ app, params, query }) => findBatch(app.db, params.id, query.feature)),

  implement(listBulkErrors, async ({ app, params, query }) => {
    await findBatch(app.db, params.id, query.feature);
    const where = eq(bulkRowErrors.batchId, params.id);
    return pageOf(
      query,
      (limit, offset) =>
        app.db
          .select()
          .from(bulkRowErrors)
          .where(where)
          .orderBy(asc(bulkRowErrors.rowNo), asc(bulkRowErrors.id))
          .limit(limit)
          .offset(offset),
      app.db.select({ value: count() }).from(bulkRowErrors).where(where),
      (row) => ({
        row: row.rowNo,
        column: row.column,
        key: row.key,
        params: row.params as BulkRowError['params'],
        message: row.message,
      }),
    );
  }),

  implement(downloadBulkErrors, async ({ app, params, query }) => {
    const batch = await findBatch(app.db, params.id, query.feature);
    // Read 1,000 errors at a time, in row order, while the download goes out.
    async function* rows() {
      for (let after = { rowNo: 0, id: 0 }; ;) {
        const page = await app.db
          .select()
          .from(bulkRowErrors)
          .where(
            and(
              eq(bulkRowErrors.batchId, params.id),
              sql`(${bulkRowErrors.rowNo}, ${bulkRowErrors.id}) > (${after.rowNo}, ${after.id})`,
            ),
          )
          .orderBy(asc(bulkRowErrors.rowNo), asc(bulkRowErrors.id))
          .limit(1000);
        for (const e of page) yield [e.rowNo, e.column, e.message];
        if (page.length < 1000) break;
        after = { rowNo: page.at(-1)!.rowNo, id: page.at(-1)!.id };
      }
      if (batch.failureReason) yield [null, null, batch.failureReason];
    }
    return csvFile(`batch-${batch.id}-errors.csv`, ['row', 'column', 'message'], rows());
  }),

  implement(confirmBulkBatch, async ({ request, params, query }) => {
    const own = bulkProcessPaths[query.feature];
    if (own) {
      throw badRequest(
        `feature: ${query.feature} batches are applied with POST ${own}`,
        'VALIDATION_FAILED',
        [{ path: ['query', 'feature'], message: `Apply ${query.feature} batches with POST ${own}` }],
      );
    }
    return queueBatch(request, params.id, query.feature);
  }),
];
