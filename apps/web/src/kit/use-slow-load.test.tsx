import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { PageSpinner } from './page-spinner';
import { SLOW_LOAD_MS, useSlowLoad } from './use-slow-load';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSlowLoad', () => {
  it('says a load is slow once it has lasted 10 s, and not before', () => {
    const { result } = renderHook(() => useSlowLoad(true));
    advance(SLOW_LOAD_MS - 1);
    expect(result.current.slow).toBe(false);
    advance(1);
    expect(result.current.slow).toBe(true);
  });

  it('is never slow when the data arrives in time, and forgets when it arrives late', () => {
    const { result, rerender } = renderHook(({ loading }) => useSlowLoad(loading), {
      initialProps: { loading: true },
    });
    advance(SLOW_LOAD_MS - 100);
    rerender({ loading: false });
    advance(SLOW_LOAD_MS * 2);
    expect(result.current.slow).toBe(false);
    rerender({ loading: true });
    advance(SLOW_LOAD_MS);
    expect(result.current.slow).toBe(true);
    rerender({ loading: false });
    expect(result.current.slow).toBe(false);
  });

  it('retries: runs the load again and waits another 10 s before saying so again', () => {
    const again = vi.fn();
    const { result } = renderHook(() => useSlowLoad(true, again));
    advance(SLOW_LOAD_MS);
    expect(result.current.slow).toBe(true);
    act(() => result.current.retry());
    expect(again).toHaveBeenCalledTimes(1);
    expect(result.current.slow).toBe(false);
    advance(SLOW_LOAD_MS - 1);
    expect(result.current.slow).toBe(false);
    advance(1);
    expect(result.current.slow).toBe(true);
  });
});

/** A screen whose one query never answers until `answer` is set, with the spinner meanwhile. */
function Stuck({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['stuck'], queryFn: load, retry: false });
  return query.data ? <p>{query.data}</p> : <PageSpinner label="Customer 7" />;
}

describe('PageSpinner', () => {
  // Real time moves too, for the query's promises and findBy*.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it.each([
    ['en', 'This is taking longer than usual.', 'Retry'],
    ['ar', 'يستغرق هذا وقتًا أطول من المعتاد.', 'إعادة المحاولة'],
    ['fr', 'Le chargement prend plus de temps que d’habitude.', 'Réessayer'],
    ['ar-MA', 'هادشي كياخد وقت كثر من العادة.', 'عاود'],
  ])('after 10 s says so in %s and offers Retry, which asks again', async (language, message, retry) => {
    await act(() => i18n.changeLanguage(language));
    let answer: string | null = null;
    const load = vi.fn(() => (answer ? Promise.resolve(answer) : new Promise<string>(() => {})));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stuck load={load} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Customer 7');
    advance(SLOW_LOAD_MS - 1000);
    expect(screen.queryByRole('alert')).toBeNull();
    advance(1000);
    expect(screen.getByRole('alert').textContent).toContain(message);
    answer = 'Mona Adel';
    fireEvent.click(screen.getByRole('button', { name: retry }));
    // The stuck request is cancelled and asked again (a plain refetch would join the stuck one).
    expect(await screen.findByText('Mona Adel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reloads the page when no query is waiting (a page part or a language still downloading)', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<PageSpinner />);
    advance(SLOW_LOAD_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
