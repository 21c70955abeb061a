import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBulkBatches, type BulkBatchStatus, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { callApi } from '../../../lib/api-client';

/** Past batches of one kind (of `statuses` only, when given); refreshed while one of them is being applied. */
export function useBulkBatches(
  feature: BulkFeature,
  page: number,
  pageSize: number,
  statuses: readonly BulkBatchStatus[] = [],
) {
  const status = statuses.length > 0 ? statuses.join(',') : undefined;
  return useQuery({
    queryKey: [listBulkBatches.path, feature, page, pageSize, status],
    queryFn: ({ signal }) =>
      callApi(listBulkBatches, { query: { feature, page, pageSize, ...(status ? { status } : {}) }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((b) => b.status === 'QUEUED' || b.status === 'APPLYING') ? 2000 : false,
  });
}
