import { useMutation } from '@tanstack/react-query';
import { deleteMerchant, getMerchant, listMerchants } from '@cmt/contract/endpoints/merchants';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export const removeMerchant = (id: number) => callApi(deleteMerchant, { params: { id } });

export function useDeleteMerchant() {
  const invalidate = useInvalidateEndpoints(listMerchants, getMerchant);
  return useMutation({ mutationFn: removeMerchant, onSuccess: invalidate });
}
