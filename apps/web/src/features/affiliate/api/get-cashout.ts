import { useQuery } from '@tanstack/react-query';
import { getCashout } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

export const useCashout = (id: number | null) =>
  useQuery({
    queryKey: [getCashout.path, id],
    queryFn: ({ signal }) => callApi(getCashout, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });
