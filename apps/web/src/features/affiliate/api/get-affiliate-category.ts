import { useQuery } from '@tanstack/react-query';
import { getAffiliateCategory } from '@cmt/contract/endpoints/affiliate';
import { recordQueryOptions } from '../../../kit/list-query';

/**
 * One category for its edit dialog (GET /merchants/categories/affiliate/{id}), read afresh each time
 * the dialog opens (nothing kept once it closes), so the form starts from the current version.
 * A failure is announced in the snackbar (`loadError`).
 */
export const useAffiliateCategory = (id: number | null, loadError: string) =>
  useQuery({
    ...recordQueryOptions(getAffiliateCategory, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { loadError },
  });
