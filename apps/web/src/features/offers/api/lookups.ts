import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lookupMerchants, merchantBranches } from '@cmt/contract/endpoints/merchants';
import { lookupOffers } from '@cmt/contract/endpoints/offers';
import { callApi } from '../../../lib/api-client';

/** Merchant names matching the text typed in the merchant picker (or the one chosen, by id). */
export const useMerchantLookup = (text: string, id: number | null) =>
  useQuery({
    queryKey: [lookupMerchants.path, text, id],
    queryFn: ({ signal }) =>
      callApi(lookupMerchants, { query: text ? { query: text } : id ? { ids: String(id) } : {}, signal }),
    placeholderData: keepPreviousData,
  });

/** The chosen merchant's branches, for the offer's branch choice. */
export const useMerchantBranches = (merchantId: number | null) =>
  useQuery({
    queryKey: [merchantBranches.path, merchantId],
    queryFn: ({ signal }) => callApi(merchantBranches, { params: { id: merchantId ?? 0 }, signal }),
    enabled: merchantId !== null,
  });

/** Live offers matching the text, for the ordered pickers. */
export const useOfferLookup = (text: string) =>
  useQuery({
    queryKey: [lookupOffers.path, text],
    queryFn: ({ signal }) => callApi(lookupOffers, { query: text ? { query: text } : {}, signal }),
    placeholderData: keepPreviousData,
  });
