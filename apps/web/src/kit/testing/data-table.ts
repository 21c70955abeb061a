import type { ListResult } from '../data-table';
import type { ListTableState } from '../use-list-state';

/** A DataTable's `result` with `items` loaded: one page holding them all. */
export const loadedRows = <T>(items: T[]): ListResult<T> => ({
  data: { items, total: items.length },
  isPending: false,
  isFetching: false,
  isError: false,
  refetch: () => {},
});

/** A DataTable's `state`: the first page of 20 by id, changes ignored unless `changes` hands them on. */
export const tableState = (changes: Partial<ListTableState> = {}): ListTableState => ({
  page: 0,
  pageSize: 20,
  sort: 'id',
  order: 'asc',
  onPageChange: () => {},
  onPageSizeChange: () => {},
  onSortChange: () => {},
  ...changes,
});
