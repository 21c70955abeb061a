import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listStaffSessions, revokeStaffSession } from '@cmt/contract/endpoints/auth';
import { callApi } from '../../../lib/api-client';

const keyOf = (staffId: number) => [listStaffSessions.path, staffId] as const;

/** A staff account's open sessions (manage-cmt); loaded only while `enabled`. */
export const useStaffSessions = (staffId: number, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(staffId),
    queryFn: ({ signal }) => callApi(listStaffSessions, { params: { id: staffId }, signal }),
    enabled,
  });

/** Ends one of the account's sessions, on every server at once. */
export function useRevokeStaffSession(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => callApi(revokeStaffSession, { params: { id: staffId, sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(staffId) }),
  });
}
