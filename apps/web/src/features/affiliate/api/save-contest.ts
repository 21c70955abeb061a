import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getContestConfig, saveContestConfig, type ContestInput } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

/** Saves the contest as the version the form opened (If-Match); a stale version is refused (412). */
export function useSaveContestConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: ContestInput; ifMatch: number | undefined }) =>
      callApi(saveContestConfig, { body, ...(ifMatch === undefined ? {} : { ifMatch }) }),
    onSuccess: (record) => queryClient.setQueryData([getContestConfig.path], record),
  });
}
