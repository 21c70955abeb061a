import { useMutation } from '@tanstack/react-query';
import { resetStaffPassword } from '@cmt/contract/endpoints/local-users';
import { callApi } from '../../../lib/api-client';

export const postStaffPassword = (id: number, password: string) =>
  callApi(resetStaffPassword, { params: { id }, body: { password } });

/** Nothing listed changes, so no list is invalidated. */
export function useResetStaffPassword(id: number) {
  return useMutation({ mutationFn: (password: string) => postStaffPassword(id, password) });
}
