import { useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@cmt/contract/endpoint';
import { listStaffUsers } from '@cmt/contract/endpoints/local-users';
import { listQueryOptions } from '../../../components/list-query';

export type StaffUsersQuery = QueryOf<typeof listStaffUsers>;

export const staffUsersQueryOptions = (query: StaffUsersQuery) => listQueryOptions(listStaffUsers, query);

export const useStaffUsers = (query: StaffUsersQuery) => useQuery(staffUsersQueryOptions(query));
