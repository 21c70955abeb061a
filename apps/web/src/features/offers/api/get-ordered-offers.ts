import { useQuery } from '@tanstack/react-query';
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

/** Each list's read and save (the save answers the list as the read does). */
export const orderedEndpoints = {
  popular: { get: getPopularOffers, save: savePopularOffers },
  onboarding: { get: getOnboardingOffers, save: saveOnboardingOffers },
} as const;

/** The answer (entries with their offer) and its ETag, as the screen keeps them. */
export const versionedOffers = ({
  data,
  version,
}: {
  data: { offer: OfferHit }[];
  version: number | undefined;
}): VersionedOffers => ({ offers: data.map((entry) => entry.offer), version });

/** The saved list; `loadError` (the spec's "Could not load …" text) is announced when it fails. */
export const useOrderedOffers = (list: OrderedList, loadError: string) =>
  useQuery({
    queryKey: [orderedEndpoints[list].get.path],
    queryFn: async ({ signal }): Promise<VersionedOffers> =>
      versionedOffers(await callApiVersioned(orderedEndpoints[list].get, { signal })),
    meta: { loadError },
  });
