import { useQuery } from '@tanstack/react-query';
import { getMyAccount } from '@cmt/contract/endpoints/auth';
import { callApi } from '../../../lib/api-client';

export const myAccountKey = ['auth', 'me'] as const;

/** The signed-in staff member: name, email and two-factor state. */
export const useMyAccount = () =>
  useQuery({ queryKey: myAccountKey, queryFn: ({ signal }) => callApi(getMyAccount, { signal }) });
