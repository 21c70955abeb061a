import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useUpdateSearch } from './use-update-search';

/** The list query shape every paged endpoint of the contract shares (page is 1-based). */
interface PagedQuery {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

type QuerySchema = z.ZodObject<z.ZodRawShape> & { _zod: { output: PagedQuery } };

export interface ListTableState {
  /** 0-based, as MUI TablePagination counts. */
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sort: string) => void;
}

export interface ListState<Q> {
  /** The endpoint query, parsed from the URL with the endpoint's own schema (defaults applied). */
  query: Q;
  /** Paging and sorting wired for <DataTable>. */
  table: ListTableState;
  /** Sets one filter (e.g. `q`, `active`, `status`) and goes back to the first page. */
  setFilter: <K extends keyof Q & string>(key: K, value: Q[K] | '' | undefined) => void;
}

function readField(schema: z.ZodType, raw: string | null, fallback: unknown): unknown {
  if (raw !== null) {
    const parsed = schema.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) return parsed.data;
  }
  if (fallback !== undefined) return fallback;
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/**
 * List state (page, pageSize, sort, order and any filter) kept in the URL search params and read
 * through the endpoint's query schema, so the URL can never hold a value the API would refuse.
 * Values equal to their default are left out of the URL. `defaults` overrides schema defaults.
 *
 *   const list = useListState(listBanners.query, { order: 'asc' });
 *   (screens use it through useListScreen, which also loads the page)
 */
export function useListState<S extends QuerySchema>(
  schema: S,
  defaults: Partial<z.output<S>> = {},
): ListState<z.output<S>> {
  type Q = z.output<S>;
  const [searchParams] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const shape = schema.shape as Record<string, z.ZodType>;
  const defaultsKey = JSON.stringify(defaults);

  const defaultOf = useCallback(
    (key: string) => readField(shape[key]!, null, (defaults as Record<string, unknown>)[key]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults compared by value
    [shape, defaultsKey],
  );

  const query = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      values[key] = readField(shape[key]!, searchParams.get(key), defaultOf(key));
    }
    return values as Q;
  }, [searchParams, shape, defaultOf]);

  const update = useCallback(
    (changes: Record<string, unknown>, resetPage: boolean) => {
      // Two filters committed in one moment (a date range's `from` and `to`) both stay.
      updateSearch(
        (next) => {
          const all = resetPage ? { ...changes, page: undefined } : changes;
          for (const [key, value] of Object.entries(all)) {
            if (value === undefined || value === '' || value === defaultOf(key)) next.delete(key);
            else next.set(key, String(value));
          }
        },
        { replace: true },
      );
    },
    [updateSearch, defaultOf],
  );

  const table: ListTableState = {
    page: query.page - 1,
    pageSize: query.pageSize,
    sort: query.sort,
    order: query.order,
    onPageChange: (page) => update({ page: page + 1 }, false),
    onPageSizeChange: (pageSize) => update({ pageSize }, true),
    // Clicking the sorted column flips its order; a new column starts ascending.
    onSortChange: (sort) =>
      update({ sort, order: sort === query.sort && query.order === 'asc' ? 'desc' : 'asc' }, true),
  };

  const setFilter = useCallback(
    (key: string, value: unknown) => update({ [key]: value }, true),
    [update],
  ) as ListState<Q>['setFilter'];

  return { query, table, setFilter };
}
