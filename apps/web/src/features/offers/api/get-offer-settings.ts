import { useQuery } from '@tanstack/react-query';
import { offerSettings } from '@cmt/contract/endpoints/offers';
import { callApi } from '../../../lib/api-client';

/** The form's choices: statuses, discount types, categories and limits. */
export const useOfferSettings = () =>
  useQuery({
    queryKey: [offerSettings.path],
    queryFn: ({ signal }) => callApi(offerSettings, { signal }),
    staleTime: 300_000,
  });
