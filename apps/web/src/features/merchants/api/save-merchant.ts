import { useMutation } from '@tanstack/react-query';
import {
  createMerchant,
  getMerchant,
  listMerchants,
  updateMerchant,
  type MerchantInput,
} from '@cmt/contract/endpoints/merchants';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export const saveMerchant = (id: number | null, body: MerchantInput) =>
  id === null ? callApi(createMerchant, { body }) : callApi(updateMerchant, { params: { id }, body });

export function useSaveMerchant(id: number | null) {
  const invalidate = useInvalidateEndpoints(listMerchants, getMerchant);
  return useMutation({ mutationFn: (body: MerchantInput) => saveMerchant(id, body), onSuccess: invalidate });
}
