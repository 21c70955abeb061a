import { useQuery } from '@tanstack/react-query';
import { searchNidCustomers } from '@cmt/contract/endpoints/compliance';
import { callApi } from '../../../lib/api-client';

export const useNidCustomers = (q: string) =>
  useQuery({
    queryKey: [searchNidCustomers.path, q],
    queryFn: ({ signal }) => callApi(searchNidCustomers, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
    retry: false,
  });
