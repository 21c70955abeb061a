import { useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@cmt/contract/endpoint';
import { listMerchants } from '@cmt/contract/endpoints/merchants';
import { listQueryOptions } from '../../../components/list-query';

export type MerchantsQuery = QueryOf<typeof listMerchants>;

/** SPEC §7: the merchants list is always asked with minOfferCount (0 = every merchant). */
export const useMerchants = (query: MerchantsQuery) =>
  useQuery(listQueryOptions(listMerchants, { ...query, minOfferCount: query.minOfferCount ?? 0 }));
