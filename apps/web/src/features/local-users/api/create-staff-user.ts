import { useMutation } from '@tanstack/react-query';
import { createStaffUser, listStaffUsers, type StaffUserCreate } from '@cmt/contract/endpoints/local-users';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useIdempotencyKey } from '../../../kit/use-idempotency-key';
import { callApi } from '../../../lib/api-client';

/** Creates an account; a double submit or a retry of the same content replays the first create. */
export function useCreateStaffUser() {
  const invalidate = useInvalidateEndpoints(listStaffUsers);
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: StaffUserCreate) =>
      // The key never carries anything derived from the password.
      callApi(createStaffUser, { body, idempotencyKey: idempotency.keyFor({ ...body, password: null }) }),
    onSuccess: async () => {
      idempotency.renew();
      await invalidate();
    },
  });
}
