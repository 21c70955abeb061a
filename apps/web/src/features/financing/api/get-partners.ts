import { useQuery } from '@tanstack/react-query';
import { listFinancingPartners } from '@cmt/contract/endpoints/financing';
import { callApi } from '../../../lib/api-client';

/** The financing partners with their limit bounds (filters, assign partner, promotions, reviews). */
export const useFinancingPartners = () =>
  useQuery({
    queryKey: [listFinancingPartners.path],
    queryFn: ({ signal }) => callApi(listFinancingPartners, { signal }),
    staleTime: 300_000,
  });
