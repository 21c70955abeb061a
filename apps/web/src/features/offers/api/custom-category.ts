import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCustomCategory,
  getCustomCategory,
  getLastCustomCategory,
  updateCustomCategory,
  type CustomCategoryInput,
} from '@cmt/contract/endpoints/offers';
import { useIdempotencyKey } from '../../../components/use-idempotency-key';
import { ApiError, callApi } from '../../../lib/api-client';

/** The category of the route's id, or the last saved one; null when none exists yet. */
export const useCustomCategory = (id: number | null) =>
  useQuery({
    queryKey: id === null ? [getLastCustomCategory.path] : [getCustomCategory.path, id],
    queryFn: async ({ signal }) => {
      try {
        return id === null
          ? await callApi(getLastCustomCategory, { signal })
          : await callApi(getCustomCategory, { params: { id }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && id === null) return null;
        throw error;
      }
    },
    retry: false,
  });

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
