import { useQuery } from '@tanstack/react-query';
import { lookupAffiliateMerchants } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

/** Merchants whose name matches what is typed, for the popular merchants picker. */
export const useMerchantLookup = (text: string) =>
  useQuery({
    queryKey: [lookupAffiliateMerchants.path, text],
    queryFn: ({ signal }) => callApi(lookupAffiliateMerchants, { query: { query: text }, signal }),
    enabled: text.trim().length > 0,
    placeholderData: (previous) => previous,
  });
