import {
  createAffiliateCategory,
  getAffiliateCategory,
  listAffiliateCategories,
  lookupAffiliateCategories,
  updateAffiliateCategory,
} from '@cmt/contract/endpoints/affiliate';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useSaveRecord } from '../../../kit/use-save-record';

/** Creates (id null) with an Idempotency-Key, or edits with If-Match, a category. */
export function useSaveAffiliateCategory(id: number | null) {
  const invalidate = useInvalidateEndpoints(
    listAffiliateCategories,
    getAffiliateCategory,
    lookupAffiliateCategories,
  );
  return useSaveRecord(createAffiliateCategory, updateAffiliateCategory, id, invalidate);
}
