import { useQuery } from '@tanstack/react-query';
import { offerSettings, offerTagList } from '@cmt/contract/endpoints/offers';
import { callApi } from '../../../lib/api-client';

/** The form's choices: statuses, discount types, categories and limits, and the tag list. */
export const useOfferSettings = () =>
  useQuery({
    queryKey: [offerSettings.path],
    queryFn: ({ signal }) => callApi(offerSettings, { signal }),
    staleTime: 300_000,
  });

export const useOfferTags = () =>
  useQuery({
    queryKey: [offerTagList.path],
    queryFn: ({ signal }) => callApi(offerTagList, { signal }),
    staleTime: 300_000,
  });
