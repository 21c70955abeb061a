import { useQuery } from '@tanstack/react-query';
import { getBulkBatch, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { callApi } from '../../../lib/api-client';

const moving = new Set(['QUEUED', 'APPLYING']);

/** One batch; polled every second while it is being applied, so the progress bar moves (and survives a reload). */
export function useBulkBatch(feature: BulkFeature, id: number | null) {
  return useQuery({
    queryKey: [getBulkBatch.path, id, feature],
    queryFn: ({ signal }) => callApi(getBulkBatch, { params: { id: id! }, query: { feature }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (moving.has(query.state.data?.status ?? '') ? 1000 : false),
  });
}
