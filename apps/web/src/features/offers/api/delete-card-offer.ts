import { useMutation } from '@tanstack/react-query';
import { deleteCardOffer, getCardOffer, listCardOffers } from '@cmt/contract/endpoints/offers';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/**
 * Deletes a Lucky One card offer for good (DELETE /offers/lucky-one-card/{id}), from the version
 * the row shows (If-Match): one changed by someone else meanwhile is a 412.
 */
export const removeCardOffer = ({ id, version }: { id: number; version: number }) =>
  callApi(deleteCardOffer, { params: { id }, ifMatch: version });

export function useDeleteCardOffer() {
  const invalidate = useInvalidateEndpoints(listCardOffers, getCardOffer);
  // Also after a refusal: the list shows the offer as it is now.
  return useMutation({ mutationFn: removeCardOffer, onSettled: invalidate });
}
