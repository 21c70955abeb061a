import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiVersioned } from '../../../lib/api-client';
import { orderedEndpoints, versionedOffers, type OrderedList } from './get-ordered-offers';

/** Saves the whole list from the version it was read at: someone else's save in between is a 412. */
export function useSaveOrderedOffers(list: OrderedList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offerIds, ifMatch }: { offerIds: number[]; ifMatch: number | undefined }) =>
      versionedOffers(
        await callApiVersioned(orderedEndpoints[list].save, {
          body: { offerIds },
          ...(ifMatch === undefined ? {} : { ifMatch }),
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData([orderedEndpoints[list].get.path], saved),
  });
}
