import { useCallback, useMemo, useState } from 'react';

/** What the DataTable needs to show its checkbox column (`selection` of `<DataTable>`). */
export interface TableSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** Every selectable row of the page is selected / some are. */
  allSelected: boolean;
  someSelected: boolean;
  toggleAll: () => void;
  /** A row that cannot take the page's bulk actions shows no checkbox (a decided cashout). */
  canSelect: (row: T) => boolean;
  /** The id a row's checkbox names ("Select row 12"). */
  idOf: (row: T) => number;
}

export interface RowSelection<T> {
  /** The selected rows, as the current page shows them (their latest versions), in page order. */
  rows: T[];
  count: number;
  clear: () => void;
  table: TableSelection<T>;
}

/**
 * Row selection of one list page (issue 21 §6): the ids picked on the page shown. It is cleared when
 * `resetKey` changes (the list's filters, sort or page: pass the list query), so a bulk action never
 * reaches rows out of sight; rows that left the page (after a reload) drop out of `rows`.
 */
export function useRowSelection<T>(
  pageRows: readonly T[] | undefined,
  idOf: (row: T) => number,
  resetKey: unknown,
  canSelect: (row: T) => boolean = () => true,
): RowSelection<T> {
  const key = JSON.stringify(resetKey ?? null);
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: new Set() });
  // A new query: nothing selected (set during render, so no frame shows the old selection).
  const ids = useMemo(() => (state.key === key ? state.ids : new Set<number>()), [state, key]);
  if (state.key !== key) setState({ key, ids });

  const selectable = useMemo(() => (pageRows ?? []).filter(canSelect), [pageRows, canSelect]);
  const rows = useMemo(() => selectable.filter((row) => ids.has(idOf(row))), [selectable, ids, idOf]);
  const allSelected = selectable.length > 0 && rows.length === selectable.length;

  const update = useCallback(
    (change: (ids: Set<number>) => void) =>
      setState((current) => {
        const next = new Set(current.key === key ? current.ids : []);
        change(next);
        return { key, ids: next };
      }),
    [key],
  );

  return {
    rows,
    count: rows.length,
    clear: () => update((next) => next.clear()),
    table: {
      isSelected: (row) => ids.has(idOf(row)),
      toggle: (row) =>
        update((next) => {
          const id = idOf(row);
          if (next.has(id)) next.delete(id);
          else next.add(id);
        }),
      allSelected,
      someSelected: rows.length > 0 && !allSelected,
      toggleAll: () =>
        update((next) => {
          next.clear();
          if (!allSelected) for (const row of selectable) next.add(idOf(row));
        }),
      canSelect,
      idOf,
    },
  };
}
