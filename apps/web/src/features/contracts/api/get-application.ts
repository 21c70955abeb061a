import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getConnectContractApplication,
  getLuckyContractApplication,
} from '@cmt/contract/endpoints/applications';
import { callApi } from '../../../lib/api-client';
import type { Brand } from '../brand';

export const applicationEndpointOf = {
  lucky: getLuckyContractApplication,
  connect: getConnectContractApplication,
};

export const applicationQuery = (brand: Brand, userId: number) =>
  queryOptions({
    queryKey: [applicationEndpointOf[brand].path, userId],
    queryFn: ({ signal }) => callApi(applicationEndpointOf[brand], { params: { id: userId }, signal }),
    // The archive of a print finishes in the background: look again while one is pending.
    refetchInterval: (query) =>
      query.state.data?.history.some((e) => e.pdfStatus === 'pending') ? 3000 : false,
  });

export const useApplication = (brand: Brand, userId: number | null) =>
  useQuery({ ...applicationQuery(brand, userId ?? 0), enabled: userId !== null });
