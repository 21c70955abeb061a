import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { Endpoint, QueryOf, ResponseOf } from '@cmt/contract/endpoint';
import { callApi } from '../lib/api-client';
import { useListState, type ListState } from './use-list-state';

/** A list endpoint of the contract: a paged query (page, pageSize, sort, order). */
type ListEndpoint = Endpoint & {
  query: z.ZodObject<z.ZodRawShape> & {
    _zod: { output: { page: number; pageSize: number; sort: string; order: 'asc' | 'desc' } };
  };
};

export interface ListScreenOptions<E extends ListEndpoint, D> {
  /** The translated "Could not load …" text, shown in the snackbar each time the list fails to load. */
  loadError: string;
  /** Overrides of the query schema's defaults (e.g. `{ order: 'asc' }`). */
  defaults?: Partial<z.output<E['query']>>;
  /** Values every call carries whatever the URL says (docs/requirements.md §P7: the merchants list asks minOfferCount=0). */
  fixed?: Partial<QueryOf<E>>;
  /** For answers that are not `{ items, total }` (the offer search answers `hits`). */
  select?: (data: ResponseOf<E>) => D;
}

/**
 * The controller of a list screen: filters, paging and sorting in the URL (`useListState`), the page
 * loaded through the endpoint's query options (the previous page stays on screen while the next
 * loads), its load error announced in the snackbar (query `meta.loadError`), and the page clamped
 * to the last one that has rows (deleting the last row of the last page moves back a page instead
 * of showing "nothing"). Screens render `<DataTable result={screen.result} state={screen.table} />`.
 *
 *   const screen = useListScreen(listBanners, { loadError: message('loadBanners') });
 *   screen.setFilter('active', 'ACTIVE');
 */
export function useListScreen<
  E extends ListEndpoint,
  D extends { total: number } = Extract<ResponseOf<E>, { total: number }>,
>(
  endpoint: E,
  options: ListScreenOptions<E, D>,
): ListState<z.output<E['query']>> & { result: UseQueryResult<D>; request: QueryOf<E> } {
  const list = useListState<E['query']>(endpoint.query, options.defaults);
  const query = { ...list.query, ...options.fixed } as QueryOf<E>;
  // Keyed like listQueryOptions ([path, query]), so the mutations' invalidations reach it.
  const result = useQuery<ResponseOf<E>, Error, D, readonly unknown[]>({
    queryKey: [endpoint.path, query],
    queryFn: ({ signal }) => callApi(endpoint, { query, signal }),
    placeholderData: keepPreviousData,
    select: options.select ?? ((data) => data as unknown as D),
    meta: { loadError: options.loadError },
  });
  const { page, pageSize, onPageChange } = list.table;
  const total = result.data?.total;
  const lastPage = total === undefined ? 0 : Math.max(0, Math.ceil(total / pageSize) - 1);
  const beyondEnd = total !== undefined && !result.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (beyondEnd) onPageChange(lastPage);
  }, [beyondEnd, lastPage, onPageChange]);
  // `request`: the query as sent (with `fixed`), which the list's CSV export repeats without paging.
  return { ...list, result, request: query };
}
