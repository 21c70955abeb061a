import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  blockAppUser,
  getAppUser,
  searchAppUsers,
  unblockAppUser,
  type AppUserStatus,
} from '@cmt/contract/endpoints/app-users';
import { recordQueryOptions, useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export const useAppUserSearch = (query: { q?: string; status: 'ALL' | AppUserStatus }, loadError: string) =>
  useQuery({
    queryKey: [searchAppUsers.path, query],
    queryFn: ({ signal }) => callApi(searchAppUsers, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { loadError },
  });

export const useAppUser = (id: number | null) =>
  useQuery({ ...recordQueryOptions(getAppUser, { id: id ?? 0 }), enabled: id !== null, retry: false });

/** Blocks or unblocks a customer with the reason; the search and the profile are read again. */
export function useMoveAppUser() {
  const invalidate = useInvalidateEndpoints(searchAppUsers, getAppUser);
  return useMutation({
    mutationFn: ({ id, move, reason }: { id: number; move: 'block' | 'unblock'; reason: string }) =>
      callApi(move === 'block' ? blockAppUser : unblockAppUser, { params: { id }, body: { reason } }),
    onSettled: invalidate,
  });
}
