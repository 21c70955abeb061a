import { useMutation } from '@tanstack/react-query';
import {
  confirmBulkBatch,
  getBulkBatch,
  listBulkBatches,
  type BulkFeature,
} from '@cmt/contract/endpoints/bulk';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export function useConfirmBulkBatch(feature: BulkFeature) {
  const invalidate = useInvalidateEndpoints(getBulkBatch, listBulkBatches);
  return useMutation({
    mutationFn: (id: number) => callApi(confirmBulkBatch, { params: { id }, query: { feature } }),
    onSettled: invalidate,
  });
}
