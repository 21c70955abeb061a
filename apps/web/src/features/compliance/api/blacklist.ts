import { useMutation, useQuery } from '@tanstack/react-query';
import {
  listBlacklist,
  listBlacklistSources,
  removeBlacklistEntry,
} from '@cmt/contract/endpoints/compliance';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

export const useBlacklistSources = () =>
  useQuery({
    queryKey: [listBlacklistSources.path],
    queryFn: ({ signal }) => callApi(listBlacklistSources, { signal }),
    staleTime: 60_000,
  });

export function useRemoveBlacklistEntry() {
  const invalidate = useInvalidateEndpoints(listBlacklist, listBlacklistSources);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi(removeBlacklistEntry, { params: { id }, body: { reason } }),
    // Also after a refusal: a colleague may have removed the entry already.
    onSettled: invalidate,
  });
}
