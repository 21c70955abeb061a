import { useMutation } from '@tanstack/react-query';
import {
  deleteAffiliateMerchant,
  getAffiliateMerchant,
  getPopularMerchants,
  listAffiliateMerchants,
} from '@cmt/contract/endpoints/affiliate';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export function useDeleteAffiliateMerchant() {
  const invalidate = useInvalidateEndpoints(
    listAffiliateMerchants,
    getAffiliateMerchant,
    getPopularMerchants,
  );
  return useMutation({
    mutationFn: (id: number) => callApi(deleteAffiliateMerchant, { params: { id } }),
    onSuccess: invalidate,
  });
}
