import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exportBanners, listBanners } from '@cmt/contract/endpoints/banners';
import { ListToolbar } from './list-toolbar';
import { answer, fakeServer, renderApp } from './testing/render-app';
import { useListScreen } from './use-list-screen';

/** A list screen as the app's are: its toolbar exports the list's current filters. */
function BannersList() {
  const list = useListScreen(listBanners, { loadError: 'Could not load banners' });
  return <ListToolbar exportCsv={{ endpoint: exportBanners, list }} />;
}

describe('ExportButton (ListToolbar exportCsv)', () => {
  it('downloads the CSV of the current filters and sort, without paging, and says so', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = fakeServer((call) =>
      call.url.startsWith(exportBanners.path)
        ? new Response('\uFEFFid\r\n1\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="banners-2026-11-25.csv"',
            },
          })
        : answer(200, { items: [], total: 42, page: 3, pageSize: 20 }),
    );
    renderApp([{ path: '/banners', element: <BannersList /> }], {
      history: ['/banners?active=INACTIVE&page=3&sort=title'],
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['banners-2026-11-25.csv']));
    const exported = new URL(calls[1]!.url, 'http://app');
    expect(exported.pathname).toBe(exportBanners.path);
    expect(exported.searchParams.get('active')).toBe('INACTIVE');
    expect(exported.searchParams.get('sort')).toBe('title');
    expect(exported.searchParams.has('page')).toBe(false);
    expect(exported.searchParams.has('pageSize')).toBe(false);
    expect(await screen.findByText('Export downloaded')).toBeTruthy();
  });

  it('says the export failed when the server refuses it', async () => {
    fakeServer((call) =>
      call.url.startsWith(exportBanners.path)
        ? answer(500, { message: 'no', code: 'INTERNAL' })
        : answer(200, { items: [], total: 0, page: 1, pageSize: 20 }),
    );
    renderApp([{ path: '/banners', element: <BannersList /> }], { history: ['/banners'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export could not be downloaded')).toBeTruthy();
  });
});
