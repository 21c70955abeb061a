import { processApplicationReviewsBatch, processRepaymentsBatch } from '@cmt/contract/endpoints/financing';
import { implement } from '../../lib/endpoints.ts';
import { queueBatch } from './queue-batch.ts';

/**
 * SPEC §7's financing calls that apply a bulk file: the same apply job as every other kind (one
 * transaction, all or nothing, never twice), each behind its own permission and finding only
 * batches of its own kind.
 */
export const processBatchRoutes = [
  implement(processApplicationReviewsBatch, async ({ request, params }) =>
    queueBatch(request, params.id, 'ApplicationReviewsStrategy'),
  ),
  implement(processRepaymentsBatch, async ({ request, params }) =>
    queueBatch(request, params.id, 'RepaymentsStrategy'),
  ),
];
