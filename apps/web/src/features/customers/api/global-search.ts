import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { globalSearch } from '@cmt/contract/endpoints/customers';
import { callApi } from '../../../lib/api-client';

/** The app bar's search for a term (at least 2 characters; nothing is asked before). */
export const useGlobalSearch = (q: string) =>
  useQuery({
    queryKey: [globalSearch.path, q],
    queryFn: ({ signal }) => callApi(globalSearch, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    retry: false,
  });
