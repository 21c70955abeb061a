import { useQuery } from '@tanstack/react-query';
import { getAffiliateBannersConfig } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

export const useAffiliateBannersConfig = () =>
  useQuery({
    queryKey: [getAffiliateBannersConfig.path],
    queryFn: ({ signal }) => callApi(getAffiliateBannersConfig, { signal }),
  });
