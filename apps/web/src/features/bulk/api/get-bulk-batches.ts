import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBulkBatches, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { callApi } from '../../../lib/api-client';

/** Past batches of one kind; refreshed while one of them is being applied. */
export function useBulkBatches(feature: BulkFeature, page: number, pageSize: number) {
  return useQuery({
    queryKey: [listBulkBatches.path, feature, page, pageSize],
    queryFn: ({ signal }) => callApi(listBulkBatches, { query: { feature, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((b) => b.status === 'QUEUED' || b.status === 'APPLYING') ? 2000 : false,
  });
}
