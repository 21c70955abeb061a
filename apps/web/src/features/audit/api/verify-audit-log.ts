import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAuditFullPass, startAuditFullPass, verifyAuditLog } from '@cmt/contract/endpoints/audit';
import { callApi } from '../../../lib/api-client';

/** Verifies the audit chain on the server since the last verified checkpoint (on demand). */
export const useVerifyAuditLog = () => useMutation({ mutationFn: () => callApi(verifyAuditLog) });

/** The latest full pass, read again every second while it runs. */
export const useAuditFullPass = () =>
  useQuery({
    queryKey: [getAuditFullPass.path],
    queryFn: ({ signal }) => callApi(getAuditFullPass, { signal }),
    refetchInterval: (query) => (query.state.data?.pass?.state === 'running' ? 1000 : false),
  });

/** Starts a full pass (or answers the one running); its progress is then polled. */
export function useStartAuditFullPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(startAuditFullPass),
    onSuccess: (pass) => client.setQueryData([getAuditFullPass.path], { pass }),
  });
}
