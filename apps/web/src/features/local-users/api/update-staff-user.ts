import { useMutation } from '@tanstack/react-query';
import {
  getStaffUser,
  listStaffUsers,
  updateStaffUser,
  type StaffUserUpdate,
} from '@cmt/contract/endpoints/local-users';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export const putStaffUser = (id: number, body: StaffUserUpdate) =>
  callApi(updateStaffUser, { params: { id }, body });

export function useUpdateStaffUser(id: number) {
  const invalidate = useInvalidateEndpoints(listStaffUsers, getStaffUser);
  return useMutation({
    mutationFn: (body: StaffUserUpdate) => putStaffUser(id, body),
    onSuccess: invalidate,
  });
}
