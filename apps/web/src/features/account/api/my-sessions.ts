import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMySessions, revokeMyOtherSessions, revokeMySession } from '@cmt/contract/endpoints/auth';
import { callApi } from '../../../lib/api-client';

export const mySessionsKey = ['auth', 'sessions'] as const;

/** My open sessions, latest used first. */
export const useMySessions = () =>
  useQuery({ queryKey: mySessionsKey, queryFn: ({ signal }) => callApi(listMySessions, { signal }) });

function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mySessionsKey });
}

/** Ends one of my sessions (on every server at once). */
export function useRevokeMySession() {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (id: number) => callApi(revokeMySession, { params: { id } }),
    onSettled: invalidate,
  });
}

/** Ends all my sessions but this one. */
export function useRevokeMyOtherSessions() {
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: () => callApi(revokeMyOtherSessions), onSettled: invalidate });
}
