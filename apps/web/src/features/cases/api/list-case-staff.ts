import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCaseStaff } from '@cmt/contract/endpoints/cases';
import { callApi } from '../../../lib/api-client';

/** Staff who work cases whose name or email holds `q` (at most 10): assignment and @mentions. */
export const useCaseStaff = (q: string, enabled = true) =>
  useQuery({
    queryKey: [listCaseStaff.path, q],
    queryFn: ({ signal }) => callApi(listCaseStaff, { query: { q }, signal }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
