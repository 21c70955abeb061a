import { act, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { rememberedSearch, useRememberSearch } from './list-search-memory';
import { renderApp } from './testing/render-app';

/** A route as app/route-page.tsx renders it: it remembers its query as it changes. */
function Route({ id }: { id: string }) {
  useRememberSearch(id);
  return (
    <>
      <h1>{id}</h1>
      <Link to="/offers/7">Open offer 7</Link>
    </>
  );
}

const render = (address: string) =>
  renderApp(
    [
      { path: '/offers', element: <Route id="offers.list" /> },
      { path: '/offers/:id', element: <Route id="offers.manage" /> },
      { path: '/banners', element: <Route id="banners.list" /> },
    ],
    { history: [address] },
  );

describe('useRememberSearch', () => {
  it('remembers the query a list was last shown with, for the way back to it', async () => {
    expect(rememberedSearch('offers.list')).toBe('');
    const { user } = render('/offers?status=ACTIVE&page=2');
    expect(rememberedSearch('offers.list')).toBe('?status=ACTIVE&page=2');
    await user.click(screen.getByRole('link', { name: 'Open offer 7' }));
    expect(screen.getByRole('heading', { name: 'offers.manage' })).toBeTruthy();
    // Leaving the list keeps what it had; the page opened records its own.
    expect(rememberedSearch('offers.list')).toBe('?status=ACTIVE&page=2');
    expect(rememberedSearch('offers.manage')).toBe('');
  });

  it('follows each change of the query, back to none', () => {
    const { history } = render('/offers');
    act(() => history.push('/offers?sort=title'));
    expect(rememberedSearch('offers.list')).toBe('?sort=title');
    act(() => history.push('/offers?sort=title&page=3'));
    expect(rememberedSearch('offers.list')).toBe('?sort=title&page=3');
    act(() => history.push('/offers'));
    expect(rememberedSearch('offers.list')).toBe('');
  });

  it('keeps each route’s query apart', () => {
    const { history } = render('/offers?status=DRAFT');
    act(() => history.push('/banners?active=INACTIVE'));
    expect(rememberedSearch('offers.list')).toBe('?status=DRAFT');
    expect(rememberedSearch('banners.list')).toBe('?active=INACTIVE');
  });

  it('with storage off, the screen still works and the way back opens the list unfiltered', () => {
    const refused = () => {
      throw new DOMException('The storage is off', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: refused, setItem: refused });
    render('/offers?status=ACTIVE');
    expect(screen.getByRole('heading', { name: 'offers.list' })).toBeTruthy();
    expect(rememberedSearch('offers.list')).toBe('');
  });
});
