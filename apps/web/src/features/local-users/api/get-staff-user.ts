import { useQuery } from '@tanstack/react-query';
import { getStaffUser } from '@cmt/contract/endpoints/local-users';
import { callApi } from '../../../lib/api-client';

/** One account as its page shows it: with the four-eyes requests it asked for that still wait. */
export const useStaffUser = (id: number) =>
  useQuery({
    queryKey: [getStaffUser.path, id],
    queryFn: ({ signal }) => callApi(getStaffUser, { params: { id }, signal }),
  });
