import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listBanners } from '@cmt/contract/endpoints/banners';
import { addressOf, answer, fakeServer, renderApp } from './testing/render-app';
import { useListScreen } from './use-list-screen';

/** A list screen as the app's are, showing the rows it got and the query it is on. */
function BannersList() {
  const list = useListScreen(listBanners, { loadError: 'Could not load banners' });
  const items = list.result.data?.items ?? [];
  return (
    <>
      <p>
        Page {list.table.page + 1}, {list.table.pageSize} a page, by {list.table.sort} {list.table.order},{' '}
        {list.query.active}
      </p>
      <ul aria-label="Banners">
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <button type="button" onClick={() => list.setFilter('active', 'ACTIVE')}>
        Active only
      </button>
      <button type="button" onClick={() => list.table.onPageChange(list.table.page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => list.table.onSortChange('title')}>
        Sort by title
      </button>
    </>
  );
}

const path = listBanners.path;
const banner = (id: number) => ({
  id,
  title: `Banner ${id}`,
  imageKey: `b${id}.png`,
  imageUrl: `/b${id}.png`,
  link: null,
  position: id,
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  version: 1,
});
/** A server of `total` banners, paged as the API pages them. */
function bannersServer(total: () => number) {
  return fakeServer((call) => {
    const query = new URL(call.url, 'http://app').searchParams;
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('pageSize') ?? 20);
    const ids = Array.from({ length: total() }, (_, index) => index + 1).slice(
      (page - 1) * size,
      page * size,
    );
    return answer(200, { items: ids.map(banner), total: total(), page, pageSize: size });
  });
}
const render = (address: string) =>
  renderApp([{ path: '/banners', element: <BannersList /> }], { history: [address] });
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://app').searchParams);

describe('useListScreen', () => {
  it('loads the page the address asks for, with the schema defaults for the rest', async () => {
    const calls = bannersServer(() => 45);
    render('/banners?page=2&pageSize=10');
    expect(await screen.findByText('Banner 11')).toBeTruthy();
    expect(screen.getByText('Page 2, 10 a page, by position asc, ALL')).toBeTruthy();
    expect(calls[0]!.url.startsWith(`${path}?`)).toBe(true);
    expect(queryOf(calls[0]!.url)).toEqual({
      page: '2',
      pageSize: '10',
      active: 'ALL',
      sort: 'position',
      order: 'asc',
    });
  });

  it('never sends what the API would refuse: a bad value in the address falls back to its default', async () => {
    const calls = bannersServer(() => 5);
    render('/banners?page=abc&active=MAYBE&sort=nonsense');
    await screen.findByText('Banner 1');
    expect(queryOf(calls[0]!.url)).toMatchObject({ page: '1', active: 'ALL', sort: 'position' });
  });

  it('keeps filters, paging and sorting in the address; a filter goes back to the first page', async () => {
    bannersServer(() => 45);
    const { user, history } = render('/banners');
    await screen.findByText('Banner 1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Banner 21')).toBeTruthy();
    expect(addressOf(history)).toBe('/banners?page=2');

    await user.click(screen.getByRole('button', { name: 'Active only' }));
    await waitFor(() => expect(addressOf(history)).toBe('/banners?active=ACTIVE'));
    expect(await screen.findByText('Page 1, 20 a page, by position asc, ACTIVE')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sort by title' }));
    await waitFor(() => expect(addressOf(history)).toBe('/banners?active=ACTIVE&sort=title'));
    // The sorted column again flips its order.
    await user.click(screen.getByRole('button', { name: 'Sort by title' }));
    await waitFor(() => expect(addressOf(history)).toBe('/banners?active=ACTIVE&sort=title&order=desc'));
  });

  it('moves back to the last page that has rows when its rows are gone (a delete)', async () => {
    let total = 21;
    bannersServer(() => total);
    const { history, queryClient } = render('/banners?page=2');
    expect(await screen.findByText('Banner 21')).toBeTruthy();
    total = 20;
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(addressOf(history)).toBe('/banners'));
    expect(await screen.findByText('Banner 20')).toBeTruthy();
  });

  it('says in the snackbar when the list cannot load', async () => {
    fakeServer(() => answer(503, { message: 'Down', code: 'DATABASE_UNAVAILABLE' }));
    render('/banners');
    expect((await screen.findByRole('status')).textContent).toBe('Could not load banners');
  });
});
