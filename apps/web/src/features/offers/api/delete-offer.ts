import { useMutation } from '@tanstack/react-query';
import { deleteOffer, getOffer, getRegularOffer, searchRegularOffers } from '@cmt/contract/endpoints/offers';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/**
 * Soft delete hides the offer (kept in the database); otherwise it is deleted for good. Sent with
 * the version the row shows (If-Match): an offer changed by someone else meanwhile is a 412.
 */
export const removeOffer = ({ id, version, soft }: { id: number; version: number; soft: boolean }) =>
  callApi(deleteOffer, {
    params: { id },
    query: { isSoftDeleted: soft ? 'true' : 'false' },
    ifMatch: version,
  });

export function useDeleteOffer() {
  const invalidate = useInvalidateEndpoints(searchRegularOffers, getOffer, getRegularOffer);
  // Also after a refusal: the list shows the offer as it is now.
  return useMutation({ mutationFn: removeOffer, onSettled: invalidate });
}
