import { useQuery } from '@tanstack/react-query';
import { getPopularMerchants, type AffiliateMerchantSummary } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

export const merchantsOf = (entries: { merchant: AffiliateMerchantSummary }[]) =>
  entries.map((e) => e.merchant);

/** The popular merchants in priority order. */
export const usePopularMerchants = () =>
  useQuery({
    queryKey: [getPopularMerchants.path],
    queryFn: async ({ signal }) => merchantsOf(await callApi(getPopularMerchants, { signal })),
  });
