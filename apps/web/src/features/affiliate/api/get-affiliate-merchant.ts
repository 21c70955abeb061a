import { useQuery } from '@tanstack/react-query';
import { getAffiliateMerchant } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

/** One merchant as the back office reads it (isSourceAdmin=true: inactive ones too). */
export const useAffiliateMerchant = (id: number | null) =>
  useQuery({
    queryKey: [getAffiliateMerchant.path, id],
    queryFn: ({ signal }) =>
      callApi(getAffiliateMerchant, { params: { id: id ?? 0 }, query: { isSourceAdmin: 'true' }, signal }),
    enabled: id !== null,
    retry: false,
  });
