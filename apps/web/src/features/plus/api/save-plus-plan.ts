import { createPlusPlan, getPlusPlan, listPlusPlans, updatePlusPlan } from '@cmt/contract/endpoints/plus';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useSaveRecord } from '../../../kit/use-save-record';

/** Creates (id null) or edits a plan. */
export function useSavePlusPlan(id: number | null) {
  const invalidate = useInvalidateEndpoints(listPlusPlans, getPlusPlan);
  return useSaveRecord(createPlusPlan, updatePlusPlan, id, invalidate);
}
