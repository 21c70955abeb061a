import {
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRetryLoads } from './page-spinner';

/**
 * A load that hangs (until cancelled) on the calls `stuck` names, and answers `answers` in turn on
 * the others; it records each call's abort signal.
 */
function load(answers: string[], stuck: (call: number) => boolean) {
  const signals: AbortSignal[] = [];
  const fn = vi.fn(({ signal }: QueryFunctionContext) => {
    signals.push(signal);
    if (stuck(signals.length)) {
      return new Promise<string>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    }
    return Promise.resolve(answers.shift()!);
  });
  return Object.assign(fn, { signals });
}

/** A screen's queries (customer and merchants) with Retry, in one query client. */
function renderScreen(customer: ReturnType<typeof load>, merchants?: ReturnType<typeof load>) {
  // The load errors the app would announce ("Could not load …"), as its query cache does.
  const failures: unknown[] = [];
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void failures.push(error) }),
    defaultOptions: { queries: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  /** What the screen showed of the customer, render by render. */
  const shown: string[] = [];
  const view = renderHook(
    () => {
      const screen = {
        customer: useQuery({ queryKey: ['customer'], queryFn: customer }),
        merchants: useQuery({
          queryKey: ['merchants'],
          queryFn: merchants ?? (() => 'none'),
          enabled: !!merchants,
        }),
        retry: useRetryLoads(),
      };
      shown.push(`${screen.customer.status} ${screen.customer.data ?? ''}`.trim());
      return screen;
    },
    { wrapper },
  );
  return { ...view, client, reload, shown, failures };
}

describe('useRetryLoads', () => {
  it('cancels a query still waiting and asks again (a refetch would join the stuck request)', async () => {
    const customer = load(['Mona Adel'], (call) => call === 1);
    const { result, reload, shown, failures } = renderScreen(customer);
    await waitFor(() => expect(customer).toHaveBeenCalledTimes(1));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.customer.data).toBe('Mona Adel'));
    expect(customer.signals[0]!.aborted).toBe(true);
    // The cancelled request is no failure: still loading, then the answer, and no load error said.
    expect(new Set(shown)).toEqual(new Set(['pending', 'success Mona Adel']));
    expect(failures).toEqual([]);
    expect(customer).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks again only the queries still waiting, not those already answered', async () => {
    const customer = load(['Mona Adel'], (call) => call === 1);
    const merchants = load(['3 merchants'], () => false);
    const { result } = renderScreen(customer, merchants);
    await waitFor(() => expect(result.current.merchants.data).toBe('3 merchants'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.customer.data).toBe('Mona Adel'));
    expect(merchants).toHaveBeenCalledTimes(1);
  });

  it('keeps what a stuck reload had shown while it asks again', async () => {
    const customer = load(['Mona', 'Mona Adel'], (call) => call === 2);
    const { result, client, shown, failures } = renderScreen(customer);
    await waitFor(() => expect(result.current.customer.data).toBe('Mona'));
    act(() => void client.invalidateQueries({ queryKey: ['customer'] }));
    await waitFor(() => expect(customer).toHaveBeenCalledTimes(2));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.customer.data).toBe('Mona Adel'));
    expect(new Set(shown)).toEqual(new Set(['pending', 'success Mona', 'success Mona Adel']));
    expect(failures).toEqual([]);
  });

  it('reloads the page when no query waits (a page part or a language still downloading)', async () => {
    const customer = load(['Mona Adel'], () => false);
    const { result, reload } = renderScreen(customer);
    await waitFor(() => expect(result.current.customer.data).toBe('Mona Adel'));
    act(() => result.current.retry());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(customer).toHaveBeenCalledTimes(1);
  });

  it('reloads the page where there is no query client yet (a spinner outside the app’s providers)', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { result } = renderHook(() => useRetryLoads());
    act(() => result.current());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
