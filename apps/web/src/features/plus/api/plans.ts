import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createPlusPlan,
  getPlusPlan,
  listPlusPlans,
  setPlusPlanActive,
  updatePlusPlan,
} from '@cmt/contract/endpoints/plus';
import { recordQueryOptions, useInvalidateEndpoints } from '../../../components/list-query';
import { useSaveRecord } from '../../../components/use-save-record';
import { callApi } from '../../../lib/api-client';

export const usePlusPlan = (id: number | null) =>
  useQuery({ ...recordQueryOptions(getPlusPlan, { id: id ?? 0 }), enabled: id !== null, retry: false });

/** Creates (id null) or edits a plan. */
export function useSavePlusPlan(id: number | null) {
  const invalidate = useInvalidateEndpoints(listPlusPlans, getPlusPlan);
  return useSaveRecord(createPlusPlan, updatePlusPlan, id, invalidate);
}

/** Offers or withdraws a plan, from the version the list shows (a stale one is refused and the list reloads). */
export function useSetPlusPlanActive() {
  const invalidate = useInvalidateEndpoints(listPlusPlans, getPlusPlan);
  return useMutation({
    mutationFn: ({ id, version, isActive }: { id: number; version: number; isActive: boolean }) =>
      callApi(setPlusPlanActive, { params: { id }, body: { isActive }, ifMatch: version }),
    onSettled: invalidate,
  });
}
