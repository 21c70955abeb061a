import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@cmt/contract/endpoint';
import { changeMyPassword } from '@cmt/contract/endpoints/auth';
import { callApi } from '../../../lib/api-client';
import { mySessionsKey } from './my-sessions';

export const postMyPassword = (body: BodyOf<typeof changeMyPassword>) => callApi(changeMyPassword, { body });

/** My other sessions end with it: their list is read again. */
export function useChangeMyPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMyPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
