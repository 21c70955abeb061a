import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getAffiliateBannersConfig,
  saveAffiliateBannersConfig,
  type AffiliateBannersInput,
} from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

/** Saves the banners as the version the screen opened (If-Match); a stale version is refused (412). */
export function useSaveAffiliateBannersConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: AffiliateBannersInput; ifMatch: number | undefined }) =>
      callApi(saveAffiliateBannersConfig, { body, ...(ifMatch === undefined ? {} : { ifMatch }) }),
    onSuccess: (record) => queryClient.setQueryData([getAffiliateBannersConfig.path], record),
  });
}
