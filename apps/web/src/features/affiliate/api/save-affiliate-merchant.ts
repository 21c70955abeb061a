import {
  createAffiliateMerchant,
  getAffiliateMerchant,
  getPopularMerchants,
  listAffiliateMerchants,
  updateAffiliateMerchant,
} from '@cmt/contract/endpoints/affiliate';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useSaveRecord } from '../../../kit/use-save-record';

/** Creates (id null) with an Idempotency-Key, or edits with If-Match, a merchant. */
export function useSaveAffiliateMerchant(id: number | null) {
  const invalidate = useInvalidateEndpoints(
    listAffiliateMerchants,
    getAffiliateMerchant,
    getPopularMerchants,
  );
  return useSaveRecord(createAffiliateMerchant, updateAffiliateMerchant, id, invalidate);
}
