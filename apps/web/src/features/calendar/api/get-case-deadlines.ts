import { useQuery } from '@tanstack/react-query';
import { listCaseDeadlines } from '@cmt/contract/endpoints/calendar';
import { callApi } from '../../../lib/api-client';

/** Each kind of case's business days, with its version (GET /calendar/case-deadlines). */
export const useCaseDeadlines = (loadError: string) =>
  useQuery({
    queryKey: [listCaseDeadlines.path],
    queryFn: ({ signal }) => callApi(listCaseDeadlines, { signal }),
    meta: { loadError },
  });
