import { useMutation } from '@tanstack/react-query';
import {
  claimProfileValidation,
  getProfileValidation,
  listProfileValidations,
  releaseProfileValidation,
} from '@cmt/contract/endpoints/compliance';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Take a profile (over from another reviewer, with `takeover`) or let go of it; the profile and queue reload. */
export function useClaimProfile(id: number) {
  const invalidate = useInvalidateEndpoints(listProfileValidations, getProfileValidation);
  const claim = useMutation({
    mutationFn: (takeover: boolean) =>
      callApi(claimProfileValidation, { params: { id }, body: { takeover } }),
    onSettled: invalidate,
  });
  const release = useMutation({
    mutationFn: () => callApi(releaseProfileValidation, { params: { id } }),
    onSettled: invalidate,
  });
  return { claim, release };
}
