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
} from '@cmt/contract/endpoints/bulk';
import { csvFile } from '../../lib/csv.ts';
import { implement } from '../../lib/endpoints.ts';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../lib/audit.ts';
import { partContent, uploadedFilePart } from '../../plugins/uploads.ts';
import { findBatch, findBatchDetail } from './batches.ts';
import { errorFileRows, listBatchPage, listErrorPage } from './bulk-queries.ts';
import { batchApply } from './queue-batch.ts';
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

  implement(listBulkBatches, async ({ app, query }) => listBatchPage(app.db, query)),

  implement(getBulkBatch, async ({ app, params, query }) =>
    findBatchDetail(app.db, params.id, query.feature),
  ),

  implement(listBulkErrors, async ({ app, params, query }) => {
    await findBatch(app.db, params.id, query.feature);
    return listErrorPage(app.db, params.id, query);
  }),

  implement(downloadBulkErrors, async ({ app, params, query }) => {
    const batch = await findBatch(app.db, params.id, query.feature);
    // Read 1,000 errors at a time, in row order, while the download goes out.
    async function* rows() {
      yield* errorFileRows(app.db, params.id);
      if (batch.failureReason) yield [null, null, batch.failureReason];
    }
    return csvFile(`batch-${batch.id}-errors.csv`, ['row', 'column', 'message'], rows());
  }),

  implement(confirmBulkBatch, async ({ app, request, params, query }) => {
    const own = bulkProcessPaths[query.feature];
    if (own) {
      throw badRequest(
        `feature: ${query.feature} batches are applied with POST ${own}`,
        'VALIDATION_FAILED',
        [{ path: ['query', 'feature'], message: `Apply ${query.feature} batches with POST ${own}` }],
      );
    }
    return batchApply.run(app, actorOf(request), { id: params.id, feature: query.feature });
  }),
];
