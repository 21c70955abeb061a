import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getOnboardingOffers,
  getPopularOffers,
  saveOnboardingOffers,
  savePopularOffers,
  type OfferHit,
} from '@cmt/contract/endpoints/offers';
import { callApiVersioned } from '../../../lib/api-client';

/** The two ordered selections of offers: popular (by priority) and onboarding (by position). */
export type OrderedList = 'popular' | 'onboarding';

/** A saved list and its version (the ETag), sent back as If-Match with the next save. */
export interface VersionedOffers {
  offers: OfferHit[];
  version: number | undefined;
}

const endpoints = {
  popular: { get: getPopularOffers, save: savePopularOffers },
  onboarding: { get: getOnboardingOffers, save: saveOnboardingOffers },
} as const;

const versioned = ({ data, version }: { data: { offer: OfferHit }[]; version: number | undefined }) => ({
  offers: data.map((entry) => entry.offer),
  version,
});

/** The saved list; `loadError` (the spec's "Could not load …" text) is announced when it fails. */
export const useOrderedOffers = (list: OrderedList, loadError: string) =>
  useQuery({
    queryKey: [endpoints[list].get.path],
    queryFn: async ({ signal }): Promise<VersionedOffers> =>
      versioned(await callApiVersioned(endpoints[list].get, { signal })),
    meta: { loadError },
  });

/** Saves the whole list from the version it was read at: someone else's save in between is a 412. */
export function useSaveOrderedOffers(list: OrderedList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offerIds, ifMatch }: { offerIds: number[]; ifMatch: number | undefined }) =>
      versioned(
        await callApiVersioned(endpoints[list].save, {
          body: { offerIds },
          ...(ifMatch === undefined ? {} : { ifMatch }),
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData([endpoints[list].get.path], saved),
  });
}
