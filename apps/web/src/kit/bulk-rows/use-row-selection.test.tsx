import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

interface Row {
  id: number;
  status: 'PENDING' | 'APPROVED';
  version: number;
}

const row = (id: number, status: Row['status'] = 'PENDING', version = 1): Row => ({ id, status, version });
const idOf = (item: Row) => item.id;
const isPending = (item: Row) => item.status === 'PENDING';
const pageOne = [row(1), row(2), row(3, 'APPROVED'), row(4)];

interface Page {
  rows: Row[] | undefined;
  query: object;
}

/** The hook as a list page holds it: the page's rows and its query (filters, sort, page). */
function renderSelection(rows: Row[] = pageOne, query: object = { page: 1, status: 'ALL' }) {
  return renderHook(({ rows, query }: Page) => useRowSelection(rows, idOf, query, isPending), {
    initialProps: { rows, query } as Page,
  });
}

const ids = (rows: Row[]) => rows.map(idOf);

describe('useRowSelection', () => {
  it('picks rows one by one, gives them in page order, and drops one picked again', () => {
    const { result } = renderSelection();
    act(() => result.current.table.toggle(pageOne[3]!));
    act(() => result.current.table.toggle(pageOne[0]!));
    expect(ids(result.current.rows)).toEqual([1, 4]);
    expect(result.current.count).toBe(2);
    expect(result.current.table.isSelected(pageOne[0]!)).toBe(true);
    expect(result.current.table.isSelected(pageOne[1]!)).toBe(false);
    expect(result.current.table.someSelected).toBe(true);
    expect(result.current.table.allSelected).toBe(false);
    act(() => result.current.table.toggle(pageOne[0]!));
    expect(ids(result.current.rows)).toEqual([4]);
  });

  it('selects all on the page: only the rows that can take the action; again: none', () => {
    const { result } = renderSelection();
    act(() => result.current.table.toggleAll());
    expect(ids(result.current.rows)).toEqual([1, 2, 4]);
    expect(result.current.table.allSelected).toBe(true);
    expect(result.current.table.someSelected).toBe(false);
    act(() => result.current.table.toggleAll());
    expect(result.current.rows).toEqual([]);
    expect(result.current.table.allSelected).toBe(false);
    expect(result.current.table.someSelected).toBe(false);
  });

  it('with some picked, select all picks the rest rather than clearing', () => {
    const { result } = renderSelection();
    act(() => result.current.table.toggle(pageOne[1]!));
    act(() => result.current.table.toggleAll());
    expect(ids(result.current.rows)).toEqual([1, 2, 4]);
  });

  it('never hands over a row that cannot take the action, nor says all are picked on a page without one', () => {
    const { result } = renderSelection();
    expect(result.current.table.canSelect(pageOne[2]!)).toBe(false);
    act(() => result.current.table.toggle(pageOne[2]!));
    expect(result.current.rows).toEqual([]);
    expect(result.current.count).toBe(0);

    const decided = renderSelection([row(5, 'APPROVED'), row(6, 'APPROVED')]).result;
    expect(decided.current.table.allSelected).toBe(false);
    act(() => decided.current.table.toggleAll());
    expect(decided.current.rows).toEqual([]);
  });

  it('is cleared when the query or the page changes, and stays cleared when they come back', () => {
    const { result, rerender } = renderSelection();
    act(() => result.current.table.toggleAll());
    rerender({ rows: pageOne, query: { page: 2, status: 'ALL' } });
    expect(result.current.rows).toEqual([]);
    expect(result.current.table.isSelected(pageOne[0]!)).toBe(false);
    rerender({ rows: pageOne, query: { page: 1, status: 'ALL' } });
    expect(result.current.rows).toEqual([]);
    act(() => result.current.table.toggle(pageOne[0]!));
    rerender({ rows: pageOne, query: { page: 1, status: 'PENDING' } });
    expect(result.current.count).toBe(0);
  });

  it('keeps the selection through a re-render with the same query (a new object, the same filters)', () => {
    const { result, rerender } = renderSelection();
    act(() => result.current.table.toggle(pageOne[1]!));
    rerender({ rows: pageOne, query: { page: 1, status: 'ALL' } });
    expect(ids(result.current.rows)).toEqual([2]);
  });

  it('after a reload gives the rows’ latest versions, and drops those that left the page or can no longer take it', () => {
    const { result, rerender } = renderSelection();
    act(() => result.current.table.toggleAll());
    const query = { page: 1, status: 'ALL' };
    rerender({ rows: [row(1, 'PENDING', 2), row(2, 'APPROVED'), row(3, 'APPROVED')], query });
    expect(result.current.rows).toEqual([row(1, 'PENDING', 2)]);
    expect(result.current.table.allSelected).toBe(true);
    // While the page loads (no rows yet) nothing is selected.
    rerender({ rows: undefined, query });
    expect(result.current.rows).toEqual([]);
    expect(result.current.table.allSelected).toBe(false);
  });

  it('clears on demand (after a bulk action, or Clear selection)', () => {
    const { result } = renderSelection();
    act(() => result.current.table.toggleAll());
    act(() => result.current.clear());
    expect(result.current.rows).toEqual([]);
    expect(result.current.table.isSelected(pageOne[0]!)).toBe(false);
  });
});
