import { useQuery } from '@tanstack/react-query';
import { lookupAffiliateCategories } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';

/** Every affiliate category by name, for the merchant form and the list filter. */
export function useCategoryNames() {
  const message = useMessage();
  return useQuery({
    queryKey: [lookupAffiliateCategories.path],
    queryFn: ({ signal }) => callApi(lookupAffiliateCategories, { signal }),
    staleTime: 60_000,
    meta: { loadError: message('loadCategories') },
  });
}
