import { useMutation } from '@tanstack/react-query';
import {
  deleteAffiliateCategory,
  getAffiliateCategory,
  listAffiliateCategories,
  lookupAffiliateCategories,
} from '@cmt/contract/endpoints/affiliate';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Deletes the category as the row shows it (If-Match: its version); a newer version is a 412. */
export function useDeleteAffiliateCategory() {
  const invalidate = useInvalidateEndpoints(
    listAffiliateCategories,
    getAffiliateCategory,
    lookupAffiliateCategories,
  );
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      callApi(deleteAffiliateCategory, { params: { id }, ifMatch: version }),
    // Also after a refusal (changed by someone else, or still in use): the list shows what is there.
    onSettled: invalidate,
  });
}
