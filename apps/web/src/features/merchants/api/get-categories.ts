import { useQuery } from '@tanstack/react-query';
import { merchantCategories } from '@cmt/contract/endpoints/merchants';
import { callApi } from '../../../lib/api-client';

export const useMerchantCategories = () =>
  useQuery({
    queryKey: [merchantCategories.path],
    queryFn: ({ signal }) => callApi(merchantCategories, { signal }),
    staleTime: 300_000,
  });
