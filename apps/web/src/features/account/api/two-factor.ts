import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmTotp, enrolTotp, removeTotp } from '@cmt/contract/endpoints/auth';
import { callApi } from '../../../lib/api-client';
import { myAccountKey } from './my-account';

/** A new secret and recovery codes (pending until confirmed). */
export const useEnrolTotp = () => useMutation({ mutationFn: () => callApi(enrolTotp) });

function useInvalidateAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myAccountKey });
}

/** Turns two-factor on with a code of the new secret. */
export function useConfirmTotp() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (code: string) => callApi(confirmTotp, { body: { code } }),
    onSuccess: invalidate,
  });
}

/** Turns two-factor off (my password required). */
export function useRemoveTotp() {
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (password: string) => callApi(removeTotp, { body: { password } }),
    onSuccess: invalidate,
  });
}
