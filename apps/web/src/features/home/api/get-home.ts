import { useQuery } from '@tanstack/react-query';
import { getHome } from '@cmt/contract/endpoints/home';
import { callApi } from '../../../lib/api-client';
import { refreshedByNotifications } from '../../../lib/refreshed-by-notifications';

/** The home's cards; read again each time the home opens, and when a notification arrives. */
export const useHome = () =>
  useQuery({
    queryKey: [getHome.path],
    queryFn: ({ signal }) => callApi(getHome, { signal }),
    staleTime: 0,
    meta: refreshedByNotifications,
  });
