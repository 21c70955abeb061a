import {
  createCardOffer,
  createOffer,
  getCardOffer,
  getOffer,
  getRegularOffer,
  listCardOffers,
  searchRegularOffers,
  updateCardOffer,
  updateOffer,
} from '@cmt/contract/endpoints/offers';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useSaveRecord } from '../../../kit/use-save-record';

/** Creates (id null) or edits an offer of the given kind. */
export function useSaveOffer(kind: 'REGULAR' | 'CARD', id: number | null) {
  const invalidate = useInvalidateEndpoints(
    searchRegularOffers,
    listCardOffers,
    getOffer,
    getRegularOffer,
    getCardOffer,
  );
  return useSaveRecord(
    kind === 'CARD' ? createCardOffer : createOffer,
    kind === 'CARD' ? updateCardOffer : updateOffer,
    id,
    invalidate,
  );
}
