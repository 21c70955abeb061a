import { processApplicationReviewsBatch, processRepaymentsBatch } from '@cmt/contract/endpoints/financing';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { batchApply } from './queue-batch.ts';

/**
 * docs/requirements.md §P7's financing calls that apply a bulk file: the same apply job as every other kind (one
 * transaction, all or nothing, never twice), each behind its own permission and finding only
 * batches of its own kind.
 */
export const processBatchRoutes = [
  implement(processApplicationReviewsBatch, async ({ app, request, params }) =>
    batchApply.run(app, actorOf(request), { id: params.id, feature: 'ApplicationReviewsStrategy' }),
  ),
  implement(processRepaymentsBatch, async ({ app, request, params }) =>
    batchApply.run(app, actorOf(request), { id: params.id, feature: 'RepaymentsStrategy' }),
  ),
];
