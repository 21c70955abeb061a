import { useQuery } from '@tanstack/react-query';
import { getHome } from '@cmt/contract/endpoints/home';
import { callApi } from '../../../lib/api-client';

/** The home's cards; read again each time the home opens. */
export const useHome = () =>
  useQuery({
    queryKey: [getHome.path],
    queryFn: ({ signal }) => callApi(getHome, { signal }),
    staleTime: 0,
  });
