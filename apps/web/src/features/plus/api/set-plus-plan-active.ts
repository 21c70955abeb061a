import { useMutation } from '@tanstack/react-query';
import { getPlusPlan, listPlusPlans, setPlusPlanActive } from '@cmt/contract/endpoints/plus';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Offers or withdraws a plan, from the version the list shows (a stale one is refused and the list reloads). */
export function useSetPlusPlanActive() {
  const invalidate = useInvalidateEndpoints(listPlusPlans, getPlusPlan);
  return useMutation({
    mutationFn: ({ id, version, isActive }: { id: number; version: number; isActive: boolean }) =>
      callApi(setPlusPlanActive, { params: { id }, body: { isActive }, ifMatch: version }),
    onSettled: invalidate,
  });
}
