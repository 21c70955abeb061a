import { useQuery } from '@tanstack/react-query';
import { getCustomCategory, getLastCustomCategory } from '@cmt/contract/endpoints/offers';
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
