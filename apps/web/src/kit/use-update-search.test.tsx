import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressOf, renderApp } from './testing/render-app';
import { useUpdateSearch } from './use-update-search';
import { useUrlParam } from './use-url-param';

/** Two changes in one moment, as two debounced filters firing together or a filter and an open item. */
function Range() {
  const update = useUpdateSearch();
  const [, setOpen] = useUrlParam('job', { replace: true });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          update((params) => params.set('from', '2026-11-01'), { replace: true });
          update((params) => params.set('to', '2026-11-30'), { replace: true });
        }}
      >
        Both dates
      </button>
      <button
        type="button"
        onClick={() => {
          update((params) => params.set('status', 'DONE'), { replace: true });
          setOpen(12);
        }}
      >
        Filter and open
      </button>
      <button type="button" onClick={() => update((params) => params.delete('from'))}>
        Drop from
      </button>
    </>
  );
}

const render = (address: string) =>
  renderApp([{ path: '/list', element: <Range /> }], { history: ['/before', address] });

describe('useUpdateSearch', () => {
  it('keeps both of two changes made before the router re-renders (the lost `from` of a date range)', async () => {
    const { user, history } = render('/list?page=2');
    await user.click(screen.getByRole('button', { name: 'Both dates' }));
    expect(addressOf(history)).toBe('/list?page=2&from=2026-11-01&to=2026-11-30');
  });

  it('keeps a filter set in the same moment as an open item of another hook', async () => {
    const { user, history } = render('/list');
    await user.click(screen.getByRole('button', { name: 'Filter and open' }));
    expect(addressOf(history)).toBe('/list?status=DONE&job=12');
  });

  it('builds on what is on screen again once the router shows it (Back is not undone)', async () => {
    const { user, history } = render('/list?from=2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Drop from' }));
    expect(addressOf(history)).toBe('/list');
    act(() => history.go(-1));
    expect(addressOf(history)).toBe('/list?from=2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Both dates' }));
    expect(addressOf(history)).toBe('/list?from=2026-11-01&to=2026-11-30');
  });
});
