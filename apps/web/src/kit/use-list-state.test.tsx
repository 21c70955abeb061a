import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuery, sortOrder } from '@cmt/contract/endpoint';
import { dayField } from '@cmt/contract/fields';
import { addressOf, renderApp } from './testing/render-app';
import { useListState } from './use-list-state';

/** A list endpoint's query as the contract writes them: paging, filters, sorting. */
const listJobs = z.object({
  ...pageQuery,
  q: z.string().trim().max(100).optional(),
  status: z.enum(['ALL', 'OPEN', 'DONE']).default('ALL'),
  from: dayField().optional(),
  to: dayField().optional(),
  sort: z.enum(['createdAt', 'name']).default('createdAt'),
  order: sortOrder,
});

/** Shows the state the list reads from the address, with a control for each change. */
function JobsList({ defaults }: { defaults?: Partial<z.output<typeof listJobs>> }) {
  const { query, table, setFilter } = useListState(listJobs, defaults);
  return (
    <>
      <output aria-label="query">{JSON.stringify(query)}</output>
      <output aria-label="table">
        {`page ${table.page}, ${table.pageSize} a page, by ${table.sort} ${table.order}`}
      </output>
      <button type="button" onClick={() => table.onPageChange(table.page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => table.onPageSizeChange(50)}>
        50 a page
      </button>
      <button type="button" onClick={() => table.onSortChange('name')}>
        Sort by name
      </button>
      <button type="button" onClick={() => setFilter('status', 'DONE')}>
        Done only
      </button>
      <button type="button" onClick={() => setFilter('status', 'ALL')}>
        All statuses
      </button>
      <button type="button" onClick={() => setFilter('q', '')}>
        Clear search
      </button>
      <button
        type="button"
        onClick={() => {
          // A date range commits both ends at once.
          setFilter('from', '2026-01-01');
          setFilter('to', '2026-01-31');
        }}
      >
        January
      </button>
    </>
  );
}

function render(address: string, defaults?: Partial<z.output<typeof listJobs>>) {
  return renderApp([{ path: '/jobs', element: <JobsList defaults={defaults} /> }], { history: [address] });
}
const query = () => JSON.parse(screen.getByRole('status', { name: 'query' }).textContent!) as object;
const table = () => screen.getByRole('status', { name: 'table' }).textContent;
const click = (name: string) => screen.getByRole('button', { name }).click();

describe('useListState', () => {
  it('reads the query from the address with the schema defaults for the rest; the table counts pages from 0', () => {
    render('/jobs?page=3&q=lamp&status=OPEN');
    expect(query()).toEqual({
      page: 3,
      pageSize: 20,
      q: 'lamp',
      status: 'OPEN',
      sort: 'createdAt',
      order: 'desc',
    });
    expect(table()).toBe('page 2, 20 a page, by createdAt desc');
  });

  it('never holds what the API would refuse: a bad value in the address is its default', () => {
    render('/jobs?page=-2&pageSize=100000&status=MAYBE&from=2026-02-31&sort=secret&order=up');
    expect(query()).toEqual({ page: 1, pageSize: 20, status: 'ALL', sort: 'createdAt', order: 'desc' });
  });

  it('takes the screen’s own defaults over the schema’s, and leaves them out of the address', () => {
    const { history } = render('/jobs', { order: 'asc', status: 'OPEN' });
    expect(query()).toMatchObject({ order: 'asc', status: 'OPEN' });
    act(() => click('Done only'));
    expect(addressOf(history)).toBe('/jobs?status=DONE');
    act(() => click('Sort by name'));
    // A new column starts ascending: the screen's default order, so it stays out.
    expect(addressOf(history)).toBe('/jobs?status=DONE&sort=name');
  });

  it('pages, and goes back to the first page when the page size, the sort or a filter changes', () => {
    const { history } = render('/jobs');
    act(() => click('Next page'));
    expect(addressOf(history)).toBe('/jobs?page=2');
    expect(table()).toBe('page 1, 20 a page, by createdAt desc');
    act(() => click('50 a page'));
    expect(addressOf(history)).toBe('/jobs?pageSize=50');
    act(() => click('Next page'));
    act(() => click('Sort by name'));
    expect(addressOf(history)).toBe('/jobs?pageSize=50&sort=name&order=asc');
    act(() => click('Next page'));
    act(() => click('Done only'));
    expect(addressOf(history)).toBe('/jobs?pageSize=50&sort=name&order=asc&status=DONE');
  });

  it('flips the order when the sorted column is clicked again', () => {
    const { history } = render('/jobs?sort=name&order=asc');
    act(() => click('Sort by name'));
    expect(addressOf(history)).toBe('/jobs?sort=name');
    expect(table()).toBe('page 0, 20 a page, by name desc');
    act(() => click('Sort by name'));
    expect(addressOf(history)).toBe('/jobs?sort=name&order=asc');
  });

  it('drops a filter set back to its default or emptied', () => {
    const { history } = render('/jobs?status=DONE&q=lamp&page=4');
    act(() => click('All statuses'));
    expect(addressOf(history)).toBe('/jobs?q=lamp');
    act(() => click('Clear search'));
    expect(addressOf(history)).toBe('/jobs');
    expect(query()).not.toHaveProperty('q');
  });

  it('keeps both ends of a date range set at once', () => {
    const { history } = render('/jobs?page=2');
    act(() => click('January'));
    expect(addressOf(history)).toBe('/jobs?from=2026-01-01&to=2026-01-31');
    expect(query()).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('replaces the history entry, so Back leaves the list rather than undoing a filter', () => {
    const { history } = renderApp(
      [
        { path: '/jobs', element: <JobsList /> },
        { path: '/', element: null },
      ],
      {
        history: ['/', '/jobs'],
      },
    );
    act(() => click('Done only'));
    act(() => click('Next page'));
    act(() => history.go(-1));
    expect(addressOf(history)).toBe('/');
  });
});
