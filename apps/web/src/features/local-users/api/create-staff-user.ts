import { useMutation } from '@tanstack/react-query';
import { createStaffUser, listStaffUsers, type StaffUserCreate } from '@cmt/contract/endpoints/local-users';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export const postStaffUser = (body: StaffUserCreate) => callApi(createStaffUser, { body });

export function useCreateStaffUser() {
  const invalidate = useInvalidateEndpoints(listStaffUsers);
  return useMutation({ mutationFn: postStaffUser, onSuccess: invalidate });
}
