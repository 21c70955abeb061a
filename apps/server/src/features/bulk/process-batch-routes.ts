import { processApplicationReviewsBatch, processRepaymentsBatch } from '@cmt/contract/endpoints/financing';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { queueBatch } from './queue-batch.ts';

/**
 * SPEC §7's financing calls that apply a bulk file: the same apply job as every other kind (one
 * transaction, all or nothing, never twice), each behind its own permission and finding only
 * batches of its own kind.
 */
export const processBatchRoutes = [
  implement(processApplicationReviewsBatch, async ({ app, request, params }) =>
    queueBatch(app.db, app.bulkApplyQueue, actorOf(request), params.id, 'ApplicationReviewsStrategy'),
  ),
  implement(processRepaymentsBatch, async ({ app, request, params }) =>
    queueBatch(app.db, app.bulkApplyQueue, actorOf(request), params.id, 'RepaymentsStrategy'),
  ),
];
