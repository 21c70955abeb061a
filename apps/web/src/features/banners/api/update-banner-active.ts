import { useMutation } from '@tanstack/react-query';
import { getBanner, listBanners, updateBanner } from '@cmt/contract/endpoints/banners';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export const putBannerActive = (id: number, isActive: boolean) =>
  callApi(updateBanner, { params: { id }, body: { isActive } });

/** Turns one banner on or off; the lists refresh (a filtered list may lose the row). */
export function useUpdateBannerActive(id: number) {
  const invalidate = useInvalidateEndpoints(listBanners, getBanner);
  return useMutation({
    mutationFn: (isActive: boolean) => putBannerActive(id, isActive),
    onSuccess: invalidate,
  });
}
