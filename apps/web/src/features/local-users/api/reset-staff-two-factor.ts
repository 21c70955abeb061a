import { useMutation } from '@tanstack/react-query';
import { resetStaffTwoFactor } from '@cmt/contract/endpoints/local-users';
import { callApi } from '../../../lib/api-client';

/** Turns off an account's two-step verification; nothing listed changes, so no list is invalidated. */
export function useResetStaffTwoFactor() {
  return useMutation({ mutationFn: (id: number) => callApi(resetStaffTwoFactor, { params: { id } }) });
}
