import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchAppUsers, type AppUserStatus } from '@cmt/contract/endpoints/app-users';
import { callApi } from '../../../lib/api-client';

/** The 50 newest customers matching the search; `loadError` is announced when it fails. */
export const useAppUserSearch = (query: { q?: string; status: 'ALL' | AppUserStatus }, loadError: string) =>
  useQuery({
    queryKey: [searchAppUsers.path, query],
    queryFn: ({ signal }) => callApi(searchAppUsers, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { loadError },
  });
