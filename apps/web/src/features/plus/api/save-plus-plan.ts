import { createPlusPlan, getPlusPlan, listPlusPlans, updatePlusPlan } from '@cmt/contract/endpoints/plus';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { useSaveRecord } from '../../../components/use-save-record';

/** Creates (id null) or edits a plan. */
export function useSavePlusPlan(id: number | null) {
  const invalidate = useInvalidateEndpoints(listPlusPlans, getPlusPlan);
  return useSaveRecord(createPlusPlan, updatePlusPlan, id, invalidate);
}
