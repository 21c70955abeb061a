import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCustomCategory,
  getCustomCategory,
  getLastCustomCategory,
  updateCustomCategory,
  type CustomCategoryInput,
} from '@cmt/contract/endpoints/offers';
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

export function useSaveCustomCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CustomCategoryInput }) =>
      id === null
        ? callApi(createCustomCategory, { body })
        : callApi(updateCustomCategory, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [getLastCustomCategory.path] }),
        queryClient.invalidateQueries({ queryKey: [getCustomCategory.path] }),
      ]),
  });
}
