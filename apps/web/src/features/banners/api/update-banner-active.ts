import { useMutation } from '@tanstack/react-query';
import { getBanner, listBanners, updateBanner } from '@cmt/contract/endpoints/banners';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/**
 * Turns one banner on or off, from the version the row shows (If-Match); the lists refresh (a
 * filtered list may lose the row), also when someone else changed the banner first (412).
 */
export function useUpdateBannerActive(id: number, version: number) {
  const invalidate = useInvalidateEndpoints(listBanners, getBanner);
  return useMutation({
    mutationFn: (isActive: boolean) =>
      callApi(updateBanner, { params: { id }, body: { isActive }, ifMatch: version }),
    onSettled: invalidate,
  });
}
