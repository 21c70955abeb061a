import { useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@cmt/contract/endpoint';
import { listBanners } from '@cmt/contract/endpoints/banners';
import { listQueryOptions } from '../../../components/list-query';

export type BannersQuery = QueryOf<typeof listBanners>;

export const bannersQueryOptions = (query: BannersQuery) => listQueryOptions(listBanners, query);

export const useBanners = (query: BannersQuery) => useQuery(bannersQueryOptions(query));
