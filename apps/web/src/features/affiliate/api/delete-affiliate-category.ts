import { useMutation } from '@tanstack/react-query';
import {
  deleteAffiliateCategory,
  getAffiliateCategory,
  listAffiliateCategories,
  lookupAffiliateCategories,
} from '@cmt/contract/endpoints/affiliate';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export function useDeleteAffiliateCategory() {
  const invalidate = useInvalidateEndpoints(
    listAffiliateCategories,
    getAffiliateCategory,
    lookupAffiliateCategories,
  );
  return useMutation({
    mutationFn: (id: number) => callApi(deleteAffiliateCategory, { params: { id } }),
    onSuccess: invalidate,
  });
}
