import { useMutation } from '@tanstack/react-query';
import {
  createCreditPromotion,
  listCreditPromotions,
  type CreditPromotionInput,
} from '@cmt/contract/endpoints/financing';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useIdempotencyKey } from '../../../kit/use-idempotency-key';
import { callApi } from '../../../lib/api-client';

export function useCreateCreditPromotion() {
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateEndpoints(listCreditPromotions);
  return useMutation({
    mutationFn: (body: CreditPromotionInput) =>
      callApi(createCreditPromotion, { body, idempotencyKey: idempotency.keyFor(body) }),
    onSuccess: async () => {
      idempotency.renew();
      await invalidate();
    },
  });
}
