import { useMutation } from '@tanstack/react-query';
import { expireCreditPromotion, listCreditPromotions } from '@cmt/contract/endpoints/financing';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Ends a promotion now; it stays in the list, as ended. */
export function useExpireCreditPromotion() {
  const invalidate = useInvalidateEndpoints(listCreditPromotions);
  return useMutation({
    mutationFn: (body: { id: number; reason?: string }) => callApi(expireCreditPromotion, { body }),
    onSettled: invalidate,
  });
}
