import { useMutation } from '@tanstack/react-query';
import { deleteOffer, getOffer, getRegularOffer, searchRegularOffers } from '@cmt/contract/endpoints/offers';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

/** Soft delete hides the offer (kept in the database); otherwise it is deleted for good. */
export const removeOffer = ({ id, soft }: { id: number; soft: boolean }) =>
  callApi(deleteOffer, { params: { id }, query: { isSoftDeleted: soft ? 'true' : 'false' } });

export function useDeleteOffer() {
  const invalidate = useInvalidateEndpoints(searchRegularOffers, getOffer, getRegularOffer);
  return useMutation({ mutationFn: removeOffer, onSuccess: invalidate });
}
