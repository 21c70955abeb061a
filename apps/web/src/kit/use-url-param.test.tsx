import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressOf, renderApp } from './testing/render-app';
import { parseUrlId, useUrlParam, type UrlParamOptions } from './use-url-param';

function OpenItem({ options }: { options?: UrlParamOptions }) {
  const [open, setOpen] = useUrlParam('job', options);
  return (
    <>
      <p>{open === null ? 'Nothing open' : `Job ${open} open`}</p>
      <button type="button" onClick={() => setOpen(12)}>
        Open 12
      </button>
      <button type="button" onClick={() => setOpen(null)}>
        Close
      </button>
    </>
  );
}

const render = (address: string, options?: UrlParamOptions, history: string[] = []) =>
  renderApp([{ path: '/jobs', element: <OpenItem options={options} /> }], { history: [...history, address] });

describe('useUrlParam', () => {
  it('reads the open id from the address, so a reload or a shared link opens it again', () => {
    render('/jobs?job=7');
    expect(screen.getByText('Job 7 open')).toBeTruthy();
  });

  it('opens and closes an item keeping the other parameters (filters, page)', async () => {
    const { user, history } = render('/jobs?status=DONE&page=2');
    await user.click(screen.getByRole('button', { name: 'Open 12' }));
    expect(screen.getByText('Job 12 open')).toBeTruthy();
    expect(addressOf(history)).toBe('/jobs?status=DONE&page=2&job=12');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(addressOf(history)).toBe('/jobs?status=DONE&page=2');
    expect(screen.getByText('Nothing open')).toBeTruthy();
  });

  it('adds a history entry by default, so Back closes the item', async () => {
    const { user, history } = render('/jobs');
    await user.click(screen.getByRole('button', { name: 'Open 12' }));
    act(() => history.go(-1));
    expect(addressOf(history)).toBe('/jobs');
    expect(screen.getByText('Nothing open')).toBeTruthy();
  });

  it('replaces the entry when asked to, so Back leaves the screen', async () => {
    const { user, history } = render('/jobs', { replace: true }, ['/jobs?before=1']);
    await user.click(screen.getByRole('button', { name: 'Open 12' }));
    expect(addressOf(history)).toBe('/jobs?job=12');
    act(() => history.go(-1));
    expect(addressOf(history)).toBe('/jobs?before=1');
  });

  it('ignores anything that is not an id the API would take', () => {
    for (const text of ['abc', '1e3', '0x10', '-1', '0', '1.5', ' 7', '2147483648', '99999999999']) {
      expect(parseUrlId(text)).toBeNull();
    }
    expect(parseUrlId(null)).toBeNull();
    expect(parseUrlId('1')).toBe(1);
    expect(parseUrlId('2147483647')).toBe(2147483647);
    render('/jobs?job=1e3');
    expect(screen.getByText('Nothing open')).toBeTruthy();
  });
});
