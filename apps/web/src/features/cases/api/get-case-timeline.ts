import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCaseTimeline, type CaseEventKind } from '@cmt/contract/endpoints/cases';
import { callApi } from '../../../lib/api-client';
import { refreshedByNotifications } from '../../../lib/refreshed-by-notifications';

/**
 * A case's timeline, oldest first, only `kinds` (none: every kind). Every change on the page
 * invalidates `[getCaseTimeline.path, id]`, and a notification reads it again (a colleague's note).
 */
export const useCaseTimeline = (id: number | null, kinds: readonly CaseEventKind[] = []) =>
  useQuery({
    queryKey: [getCaseTimeline.path, id, [...kinds].sort().join(',')],
    queryFn: ({ signal }) =>
      callApi(getCaseTimeline, {
        params: { id: id ?? 0 },
        // The query travels as text (`kinds=note,status`); the schema parses it into the list.
        query: (kinds.length > 0 ? { kinds: [...kinds].sort().join(',') } : {}) as never,
        signal,
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    meta: refreshedByNotifications,
  });
