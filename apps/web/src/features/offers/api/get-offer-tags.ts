import { useQuery } from '@tanstack/react-query';
import { offerTagList } from '@cmt/contract/endpoints/offers';
import { callApi } from '../../../lib/api-client';

/** The tags an offer can carry. */
export const useOfferTags = () =>
  useQuery({
    queryKey: [offerTagList.path],
    queryFn: ({ signal }) => callApi(offerTagList, { signal }),
    staleTime: 300_000,
  });
