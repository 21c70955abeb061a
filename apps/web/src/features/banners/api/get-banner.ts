import { useQuery } from '@tanstack/react-query';
import { getBanner } from '@cmt/contract/endpoints/banners';
import { recordQueryOptions } from '../../../kit/list-query';

/**
 * One banner for its edit screen (GET /offers/banners/{id}, docs/requirements.md §P7), read afresh each time the
 * screen opens (nothing kept once it closes). A failure shows `loadError` ("Could not load banner").
 */
export const useBanner = (id: number, loadError: string) =>
  useQuery({
    ...recordQueryOptions(getBanner, { id }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { loadError },
  });
