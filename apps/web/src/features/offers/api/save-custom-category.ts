import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCustomCategory,
  getCustomCategory,
  getLastCustomCategory,
  updateCustomCategory,
  type CustomCategoryInput,
} from '@cmt/contract/endpoints/offers';
import { useIdempotencyKey } from '../../../kit/use-idempotency-key';
import { callApi } from '../../../lib/api-client';

/** Creates (id null, with an Idempotency-Key) or edits (with If-Match) a customized category. */
export function useSaveCustomCategory() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({
      id,
      body,
      ifMatch,
    }: {
      id: number | null;
      body: CustomCategoryInput;
      ifMatch?: number;
    }) =>
      id === null
        ? callApi(createCustomCategory, { body, idempotencyKey: idempotency.keyFor(body) })
        : callApi(updateCustomCategory, { params: { id }, body, ifMatch }),
    onSuccess: () => {
      idempotency.renew();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [getLastCustomCategory.path] }),
        queryClient.invalidateQueries({ queryKey: [getCustomCategory.path] }),
      ]);
    },
  });
}
