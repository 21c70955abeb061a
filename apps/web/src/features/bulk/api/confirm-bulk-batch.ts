import { useMutation } from '@tanstack/react-query';
import {
  confirmBulkBatch,
  getBulkBatch,
  listBulkBatches,
  type BulkFeature,
} from '@cmt/contract/endpoints/bulk';
import { processApplicationReviewsBatch, processRepaymentsBatch } from '@cmt/contract/endpoints/financing';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useHeldNotice } from '../../../kit/approvals/use-held-notice';
import { callApi } from '../../../lib/api-client';

/** Kinds applied by their own docs/requirements.md §P7 call (the same apply job on the server) instead of the generic confirm. */
const processEndpoints = {
  ApplicationReviewsStrategy: processApplicationReviewsBatch,
  RepaymentsStrategy: processRepaymentsBatch,
} as const satisfies Partial<Record<BulkFeature, unknown>>;

const applyBatch = (feature: BulkFeature, id: number) =>
  feature in processEndpoints
    ? callApi(processEndpoints[feature as keyof typeof processEndpoints], { params: { id } })
    : callApi(confirmBulkBatch, { params: { id }, query: { feature } });

export function useConfirmBulkBatch(feature: BulkFeature) {
  const invalidate = useInvalidateEndpoints(getBulkBatch, listBulkBatches);
  const held = useHeldNotice();
  return useMutation({
    mutationFn: (id: number) => applyBatch(feature, id),
    // A money kind under four-eyes: held for a second person ("Sent for a second approval").
    onSuccess: (result) => void held(result),
    onSettled: invalidate,
  });
}
