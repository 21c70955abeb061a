import { useQuery } from '@tanstack/react-query';
import { merchantBranches } from '@cmt/contract/endpoints/merchants';
import { callApi } from '../../../lib/api-client';

/** The chosen merchant's branches, for the offer's branch choice. */
export const useMerchantBranches = (merchantId: number | null) =>
  useQuery({
    queryKey: [merchantBranches.path, merchantId],
    queryFn: ({ signal }) => callApi(merchantBranches, { params: { id: merchantId ?? 0 }, signal }),
    enabled: merchantId !== null,
  });
