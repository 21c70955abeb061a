import { useMutation } from '@tanstack/react-query';
import {
  deleteAffiliateMerchant,
  getAffiliateMerchant,
  getPopularMerchants,
  listAffiliateMerchants,
} from '@cmt/contract/endpoints/affiliate';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Deletes the merchant as the row shows it (If-Match: its version); a newer version is a 412. */
export function useDeleteAffiliateMerchant() {
  const invalidate = useInvalidateEndpoints(
    listAffiliateMerchants,
    getAffiliateMerchant,
    getPopularMerchants,
  );
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      callApi(deleteAffiliateMerchant, { params: { id }, ifMatch: version }),
    // Also after a refusal (changed by someone else, or has transactions): the list shows what is there.
    onSettled: invalidate,
  });
}
