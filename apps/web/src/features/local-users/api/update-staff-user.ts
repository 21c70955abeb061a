import { useMutation } from '@tanstack/react-query';
import {
  getStaffUser,
  listStaffUsers,
  updateStaffUser,
  type StaffUserUpdate,
} from '@cmt/contract/endpoints/local-users';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** Saves an account from the version the dialog opened (If-Match); the list refreshes either way. */
export function useUpdateStaffUser(id: number, version: number) {
  const invalidate = useInvalidateEndpoints(listStaffUsers, getStaffUser);
  return useMutation({
    mutationFn: (body: StaffUserUpdate) =>
      callApi(updateStaffUser, { params: { id }, body, ifMatch: version }),
    onSettled: invalidate,
  });
}
