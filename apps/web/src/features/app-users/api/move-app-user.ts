import { useMutation } from '@tanstack/react-query';
import { blockAppUser, getAppUser, searchAppUsers, unblockAppUser } from '@cmt/contract/endpoints/app-users';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Blocks or unblocks a customer with the reason; the search and the profile are read again. */
export function useMoveAppUser() {
  const invalidate = useInvalidateEndpoints(searchAppUsers, getAppUser);
  return useMutation({
    mutationFn: ({ id, move, reason }: { id: number; move: 'block' | 'unblock'; reason: string }) =>
      callApi(move === 'block' ? blockAppUser : unblockAppUser, { params: { id }, body: { reason } }),
    onSettled: invalidate,
  });
}
