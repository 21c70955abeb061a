import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getOnboardingOffers,
  getPopularOffers,
  saveOnboardingOffers,
  savePopularOffers,
  type OfferHit,
} from '@cmt/contract/endpoints/offers';
import { callApi } from '../../../lib/api-client';

/** The two ordered selections of offers: popular (by priority) and onboarding (by position). */
export type OrderedList = 'popular' | 'onboarding';

const endpoints = {
  popular: { get: getPopularOffers, save: savePopularOffers },
  onboarding: { get: getOnboardingOffers, save: saveOnboardingOffers },
} as const;

const offersOf = (entries: { offer: OfferHit }[]) => entries.map((entry) => entry.offer);

export const useOrderedOffers = (list: OrderedList) =>
  useQuery({
    queryKey: [endpoints[list].get.path],
    queryFn: async ({ signal }) => offersOf(await callApi(endpoints[list].get, { signal })),
  });

export function useSaveOrderedOffers(list: OrderedList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerIds: number[]) =>
      offersOf(await callApi(endpoints[list].save, { body: { offerIds } })),
    onSuccess: (offers) => queryClient.setQueryData([endpoints[list].get.path], offers),
  });
}
