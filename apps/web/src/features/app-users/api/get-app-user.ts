import { useQuery } from '@tanstack/react-query';
import { getAppUser } from '@cmt/contract/endpoints/app-users';
import { recordQueryOptions } from '../../../kit/list-query';

/** One customer's profile (id null: none open). */
export const useAppUser = (id: number | null) =>
  useQuery({ ...recordQueryOptions(getAppUser, { id: id ?? 0 }), enabled: id !== null, retry: false });
