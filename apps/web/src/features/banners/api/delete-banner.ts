import { useMutation } from '@tanstack/react-query';
import { deleteBanner, getBanner, listBanners } from '@cmt/contract/endpoints/banners';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Deletes the banner as the row shows it (If-Match: its version); a newer version is a 412. */
export const removeBanner = ({ id, version }: { id: number; version: number }) =>
  callApi(deleteBanner, { params: { id }, ifMatch: version });

export function useDeleteBanner() {
  const invalidate = useInvalidateEndpoints(listBanners, getBanner);
  // Also after a refusal: someone else changed or deleted the banner, the list shows what is there.
  return useMutation({ mutationFn: removeBanner, onSettled: invalidate });
}
