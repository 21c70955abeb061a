import { useQuery } from '@tanstack/react-query';
import { getCase } from '@cmt/contract/endpoints/cases';
import { callApi } from '../../../lib/api-client';
import { refreshedByNotifications } from '../../../lib/refreshed-by-notifications';

/** One case; read again when a notification arrives (a mention, an assignment, a breach may concern it). */
export const useCase = (id: number | null) =>
  useQuery({
    queryKey: [getCase.path, id],
    queryFn: ({ signal }) => callApi(getCase, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
    meta: refreshedByNotifications,
  });
