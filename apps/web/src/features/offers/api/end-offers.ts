import { endOffers, type OfferHit } from '@cmt/contract/endpoints/offers';
import { callApi } from '../../../lib/api-client';

/** Ends the selected regular offers (Inactive) with the versions the list showed; every row's outcome. */
export const endOfferRows = (rows: OfferHit[]) =>
  callApi(endOffers, { body: { items: rows.map(({ id, version }) => ({ id, version })) } });
