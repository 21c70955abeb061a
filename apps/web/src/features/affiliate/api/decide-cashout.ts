import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveCashout, getCashout, listCashouts, rejectCashout } from '@cmt/contract/endpoints/affiliate';
import { isHeld } from '@cmt/contract/approval-actions';
import { callApi } from '../../../lib/api-client';

export type CashoutDecision = { approve: true } | { approve: false; reason: string };

/**
 * Approve, or reject with a reason. The answer (the cashout as it is now) replaces the cached one
 * and the lists reload. A repeated approve is a no-op on the server, so a retry is safe.
 */
export function useDecideCashout(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CashoutDecision) =>
      decision.approve
        ? callApi(approveCashout, { params: { id } })
        : callApi(rejectCashout, { params: { id }, query: { reason: decision.reason } }),
    onSuccess: async (cashout) => {
      // Held for a second approval (202): the cashout reloads and shows who asked.
      if (isHeld(cashout)) await queryClient.invalidateQueries({ queryKey: [getCashout.path, id] });
      else queryClient.setQueryData([getCashout.path, id], cashout);
      await queryClient.invalidateQueries({ queryKey: [listCashouts.path] });
    },
  });
}
