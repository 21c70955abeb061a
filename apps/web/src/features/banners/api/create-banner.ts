import { useMutation } from '@tanstack/react-query';
import { createBanner, listBanners, type BannerInput } from '@cmt/contract/endpoints/banners';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export const postBanner = (body: BannerInput) => callApi(createBanner, { body });

export function useCreateBanner() {
  const invalidate = useInvalidateEndpoints(listBanners);
  return useMutation({ mutationFn: postBanner, onSuccess: invalidate });
}
