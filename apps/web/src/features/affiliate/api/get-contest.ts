import { useQuery } from '@tanstack/react-query';
import { getContestConfig } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

export const useContestConfig = () =>
  useQuery({
    queryKey: [getContestConfig.path],
    queryFn: ({ signal }) => callApi(getContestConfig, { signal }),
  });
