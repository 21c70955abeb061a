import { useMutation } from '@tanstack/react-query';
import {
  approveProfileValidation,
  getProfileValidation,
  listProfileValidations,
  rejectProfileValidation,
  type RejectReason,
} from '@cmt/contract/endpoints/compliance';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Approve or reject a profile; the queue and the profile are read again after. */
export function useDecideProfile(id: number) {
  const invalidate = useInvalidateEndpoints(listProfileValidations, getProfileValidation);
  const approve = useMutation({
    mutationFn: () => callApi(approveProfileValidation, { params: { id } }),
    onSettled: invalidate,
  });
  const reject = useMutation({
    mutationFn: (body: { reason: RejectReason; note?: string }) =>
      callApi(rejectProfileValidation, { params: { id }, body }),
    onSettled: invalidate,
  });
  return { approve, reject };
}
