import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  searchConnectContractCustomers,
  searchLuckyContractCustomers,
} from '@cmt/contract/endpoints/applications';
import { callApi } from '../../../lib/api-client';
import type { Brand } from '../brand';

const endpointOf = { lucky: searchLuckyContractCustomers, connect: searchConnectContractCustomers };

export const searchCustomersQuery = (brand: Brand, q: string) =>
  queryOptions({
    queryKey: [endpointOf[brand].path, q],
    queryFn: ({ signal }) => callApi(endpointOf[brand], { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });

export const useSearchCustomers = (brand: Brand, q: string) => useQuery(searchCustomersQuery(brand, q));
