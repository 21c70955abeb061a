import { useMutation } from '@tanstack/react-query';
import { listBlockedUsers, listFinancingApplications, unblockUsers } from '@cmt/contract/endpoints/financing';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

export function useUnblockUsers() {
  const invalidate = useInvalidateEndpoints(listBlockedUsers, listFinancingApplications);
  return useMutation({
    mutationFn: (body: { usersIds: number[]; reason?: string }) => callApi(unblockUsers, { body }),
    onSuccess: invalidate,
  });
}
