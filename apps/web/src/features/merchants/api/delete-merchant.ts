import { useMutation } from '@tanstack/react-query';
import { deleteMerchant, getMerchant, listMerchants } from '@cmt/contract/endpoints/merchants';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Deletes the merchant as the row shows it (If-Match: its version); a newer version is a 412. */
export const removeMerchant = ({ id, version }: { id: number; version: number }) =>
  callApi(deleteMerchant, { params: { id }, ifMatch: version });

export function useDeleteMerchant() {
  const invalidate = useInvalidateEndpoints(listMerchants, getMerchant);
  // Also after a refusal (changed by someone else, or still has offers): the list shows what is there.
  return useMutation({ mutationFn: removeMerchant, onSettled: invalidate });
}
