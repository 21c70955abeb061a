import { useMutation } from '@tanstack/react-query';
import {
  createCardOffer,
  createOffer,
  getCardOffer,
  getOffer,
  getRegularOffer,
  searchRegularOffers,
  updateCardOffer,
  updateOffer,
  type OfferInput,
} from '@cmt/contract/endpoints/offers';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

/** Creates (id null) or updates an offer of the given kind. */
export const saveOffer = (kind: 'REGULAR' | 'CARD', id: number | null, body: OfferInput) => {
  if (kind === 'CARD') {
    return id === null
      ? callApi(createCardOffer, { body })
      : callApi(updateCardOffer, { params: { id }, body });
  }
  return id === null ? callApi(createOffer, { body }) : callApi(updateOffer, { params: { id }, body });
};

export function useSaveOffer(kind: 'REGULAR' | 'CARD', id: number | null) {
  const invalidate = useInvalidateEndpoints(searchRegularOffers, getOffer, getRegularOffer, getCardOffer);
  return useMutation({ mutationFn: (body: OfferInput) => saveOffer(kind, id, body), onSuccess: invalidate });
}
