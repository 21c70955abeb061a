import { useMutation } from '@tanstack/react-query';
import { deleteBanner, getBanner, listBanners } from '@cmt/contract/endpoints/banners';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export const removeBanner = (id: number) => callApi(deleteBanner, { params: { id } });

export function useDeleteBanner() {
  const invalidate = useInvalidateEndpoints(listBanners, getBanner);
  return useMutation({ mutationFn: removeBanner, onSuccess: invalidate });
}
