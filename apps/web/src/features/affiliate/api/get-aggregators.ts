import { useQuery } from '@tanstack/react-query';
import { listAggregators } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';

/** The affiliate networks, for the merchant form and the list filter ("Could not load the list of aggregators"). */
export function useAggregators() {
  const message = useMessage();
  return useQuery({
    queryKey: [listAggregators.path],
    queryFn: ({ signal }) => callApi(listAggregators, { signal }),
    staleTime: 300_000,
    meta: { loadError: message('loadAggregators') },
  });
}
