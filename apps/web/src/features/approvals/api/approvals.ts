import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalStatus } from '@cmt/contract/approval-actions';
import {
  approveApproval,
  countApprovals,
  getApproval,
  listApprovals,
  rejectApproval,
  withdrawApproval,
} from '@cmt/contract/endpoints/approvals';
import { listQueryOptions, recordQueryOptions } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';
import { refreshedByNotifications } from '../../../lib/refreshed-by-notifications';

/** The caller's approvals in one status, newest first. */
export const useApprovals = (status: ApprovalStatus, page: number) =>
  // Others ask and decide all the time: a tab shown again reads afresh.
  useQuery({
    ...listQueryOptions(listApprovals, { status, page, pageSize: 20 }),
    staleTime: 0,
    meta: refreshedByNotifications,
  });

/** One approval (opened from a record's "waiting for a second approval"). */
export const useApproval = (id: number | null) =>
  useQuery({ ...recordQueryOptions(getApproval, { id: id ?? 0 }), enabled: id !== null, retry: false });

/** How many in each status, and how many wait for the caller's decision (the menu badge); kept fresh, and read again when a notification arrives. */
export const useApprovalCounts = (enabled = true) =>
  useQuery({
    queryKey: [countApprovals.path],
    queryFn: ({ signal }) => callApi(countApprovals, { signal }),
    refetchInterval: 60_000,
    staleTime: 0,
    meta: refreshedByNotifications,
    enabled,
  });

export type ApprovalDecision = { approve: true } | { approve: false; reason: string } | { withdraw: true };

/**
 * Approve, reject with a reason, or withdraw one's own request. An approval changes the record it
 * is about (a cashout, a credit line, a batch…), so every cached query is marked stale.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ApprovalDecision }) =>
      'withdraw' in decision
        ? callApi(withdrawApproval, { params: { id } })
        : decision.approve
          ? callApi(approveApproval, { params: { id } })
          : callApi(rejectApproval, { params: { id }, body: { reason: decision.reason } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
