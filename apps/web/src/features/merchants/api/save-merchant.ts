import {
  createMerchant,
  getMerchant,
  listMerchants,
  updateMerchant,
} from '@cmt/contract/endpoints/merchants';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useSaveRecord } from '../../../kit/use-save-record';

/** Creates (id null) or edits a merchant. */
export function useSaveMerchant(id: number | null) {
  const invalidate = useInvalidateEndpoints(listMerchants, getMerchant);
  return useSaveRecord(createMerchant, updateMerchant, id, invalidate);
}
