import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalAction } from '@cmt/contract/approval-actions';
import { listApprovalPolicies, updateApprovalPolicy } from '@cmt/contract/endpoints/approvals';
import { callApi } from '../../../lib/api-client';

/** The four-eyes policy of every guarded action (manage-cmt). */
export const useApprovalPolicies = (enabled: boolean) =>
  useQuery({
    queryKey: [listApprovalPolicies.path],
    queryFn: ({ signal }) => callApi(listApprovalPolicies, { signal }),
    enabled,
  });

/** Changes one policy: a tightening applies at once, a loosening is held for a second administrator (202). */
export function useUpdateApprovalPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      enabled,
      thresholdPiastres,
    }: {
      action: ApprovalAction;
      enabled: boolean;
      thresholdPiastres?: number | null;
    }) => callApi(updateApprovalPolicy, { params: { action }, body: { enabled, thresholdPiastres } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
