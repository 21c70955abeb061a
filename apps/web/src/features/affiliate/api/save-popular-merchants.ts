import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getAffiliateMerchant,
  getPopularMerchants,
  savePopularMerchants,
} from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';
import { merchantsOf } from './get-popular-merchants';

/** Replaces the popular selection; its order is the priority. */
export function useSavePopularMerchants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (merchantIds: number[]) =>
      merchantsOf(await callApi(savePopularMerchants, { body: { merchantIds } })),
    onSuccess: async (merchants) => {
      queryClient.setQueryData([getPopularMerchants.path], merchants);
      await queryClient.invalidateQueries({ queryKey: [getAffiliateMerchant.path] });
    },
  });
}
