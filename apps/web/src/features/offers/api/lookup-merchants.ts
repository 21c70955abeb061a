import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lookupMerchants } from '@cmt/contract/endpoints/merchants';
import { callApi } from '../../../lib/api-client';

/** Merchant names matching the text typed in the merchant picker (or the one chosen, by id). */
export const useMerchantLookup = (text: string, id: number | null) =>
  useQuery({
    queryKey: [lookupMerchants.path, text, id],
    queryFn: ({ signal }) =>
      callApi(lookupMerchants, { query: text ? { query: text } : id ? { ids: String(id) } : {}, signal }),
    placeholderData: keepPreviousData,
  });
