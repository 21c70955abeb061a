import { useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@cmt/contract/endpoint';
import { searchRegularOffers } from '@cmt/contract/endpoints/offers';
import { listQueryOptions } from '../../../components/list-query';

export type OffersQuery = QueryOf<typeof searchRegularOffers>;

/** The searchable offers page, its `hits` exposed as `items` for <DataTable>. */
export const useOfferSearch = (query: OffersQuery) =>
  useQuery({
    ...listQueryOptions(searchRegularOffers, query),
    select: (result) => ({ ...result, items: result.hits }),
  });
