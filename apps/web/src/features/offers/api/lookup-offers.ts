import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lookupOffers } from '@cmt/contract/endpoints/offers';
import { callApi } from '../../../lib/api-client';

/** Live offers matching the text, for the ordered pickers. */
export const useOfferLookup = (text: string) =>
  useQuery({
    queryKey: [lookupOffers.path, text],
    queryFn: ({ signal }) => callApi(lookupOffers, { query: text ? { query: text } : {}, signal }),
    placeholderData: keepPreviousData,
  });
