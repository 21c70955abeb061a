import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { getBanner, listBanners } from '@cmt/contract/endpoints/banners';
import { listFeatureFlags } from '@cmt/contract/endpoints/feature-flags';
import { listQueryOptions, recordQueryOptions, useInvalidateEndpoints } from './list-query';
import { answer, fakeServer, renderApp } from './testing/render-app';

const page = { page: 1, pageSize: 20, active: 'ALL', sort: 'position', order: 'asc' } as const;

/** A banner's edit screen beside its list: Save marks both endpoints stale, then says the list it shows. */
function Screen() {
  const list = useQuery(listQueryOptions(listBanners, page));
  const record = useQuery(recordQueryOptions(getBanner, { id: 7 }));
  const invalidate = useInvalidateEndpoints(listBanners, getBanner);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState('');
  const save = async () => {
    await invalidate();
    // What the list holds the moment the invalidation answers.
    const shown = queryClient.getQueryData(listQueryOptions(listBanners, page).queryKey) as unknown;
    setSaved(`Saved; the list shows load ${(shown as { load: number }).load}`);
  };
  return (
    <>
      <p>{list.data ? 'List loaded' : 'Loading'}</p>
      <p>{record.data ? 'Banner loaded' : 'Loading banner'}</p>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <p>{saved}</p>
    </>
  );
}

/** A server counting the loads of each path (with its query). */
function countingServer() {
  const loads = new Map<string, number>();
  const calls = fakeServer((call) => {
    const load = (loads.get(call.url) ?? 0) + 1;
    loads.set(call.url, load);
    return answer(200, { load, items: [], total: 0 });
  });
  return { calls, loadsOf: (path: string) => calls.filter((call) => call.url.startsWith(path)).length };
}

describe('useInvalidateEndpoints', () => {
  it('reloads the shown list and record of the endpoints, and answers once they have arrived', async () => {
    const { loadsOf } = countingServer();
    const { user } = renderApp([{ path: '/', element: <Screen /> }]);
    expect(await screen.findByText('List loaded')).toBeTruthy();
    expect(await screen.findByText('Banner loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved; the list shows load 2')).toBeTruthy();
    expect(loadsOf(listBanners.path)).toBe(2);
    expect(loadsOf(getBanner.path.replace(':id', '7'))).toBe(2);
  });

  it('marks every other page, sort and filter of them stale (read again when next shown), and no other endpoint', async () => {
    countingServer();
    const { user, queryClient } = renderApp([{ path: '/', element: <Screen /> }]);
    const otherPage = listQueryOptions(listBanners, { ...page, page: 3, active: 'INACTIVE' }).queryKey;
    const otherRecord = recordQueryOptions(getBanner, { id: 8 }).queryKey;
    const otherEndpoint = listQueryOptions(listFeatureFlags, { page: 1, pageSize: 20 } as never).queryKey;
    for (const key of [otherPage, otherRecord, otherEndpoint])
      queryClient.setQueryData(key, { load: 1 } as never);
    expect(await screen.findByText('List loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Saved/);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(otherPage)).toBe(true);
    expect(stale(otherRecord)).toBe(true);
    expect(stale(otherEndpoint)).toBe(false);
  });

  it('is the same function from render to render, so effects and callbacks can depend on it', async () => {
    countingServer();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useInvalidateEndpoints(listBanners, getBanner));
      const [renders, setRenders] = useState(1);
      return (
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Rendered {renders}
        </button>
      );
    }
    const { user } = renderApp([{ path: '/', element: <Probe /> }]);
    await user.click(screen.getByRole('button', { name: 'Rendered 1' }));
    expect(screen.getByRole('button', { name: 'Rendered 2' })).toBeTruthy();
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });
});
