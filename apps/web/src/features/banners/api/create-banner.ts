import { useMutation } from '@tanstack/react-query';
import { createBanner, listBanners, type BannerInput } from '@cmt/contract/endpoints/banners';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useIdempotencyKey } from '../../../kit/use-idempotency-key';
import { callApi } from '../../../lib/api-client';

/** Creates a banner; a double submit or a retry of the same content replays the first create. */
export function useCreateBanner() {
  const invalidate = useInvalidateEndpoints(listBanners);
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: BannerInput) =>
      callApi(createBanner, { body, idempotencyKey: idempotency.keyFor(body) }),
    onSuccess: async () => {
      idempotency.renew();
      await invalidate();
    },
  });
}
