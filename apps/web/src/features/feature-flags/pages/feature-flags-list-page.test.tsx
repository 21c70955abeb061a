import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureFlag } from '@cmt/contract/endpoints/feature-flags';
import { SnackbarProvider, type SnackbarViewProps } from '../../../kit/snackbar';
import FeatureFlagsListPage from './feature-flags-list-page';

/** The snackbar as plain text, so the test reads what the user is told. */
function SnackbarText({ state }: SnackbarViewProps) {
  return state.visible ? <div role="status">{state.message}</div> : null;
}

const flag = (version: number): FeatureFlag => ({
  id: 7,
  key: 'newCheckout',
  value: true,
  description: 'The new checkout',
  version,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** The network replaced by `handle`; returns the calls made, in order. */
function fakeServer(handle: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        headers: { ...(init.headers as Record<string, string>) },
      };
      calls.push(call);
      return handle(call);
    }),
  );
  return calls;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <FeatureFlagsListPage /> }]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider view={SnackbarText}>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('deleting a feature flag from the list', () => {
  it('sends the version the row shows; changed by someone else (412): says so and reloads the list', async () => {
    let version = 3;
    const calls = fakeServer((call) => {
      if (call.method === 'GET')
        return json(200, { items: [flag(version)], total: 1, page: 1, pageSize: 20 });
      // Someone else saved the flag meanwhile: the version the row showed is stale.
      version = 4;
      return json(412, { message: 'Someone else changed this record', code: 'STALE_RECORD' });
    });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete newCheckout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Someone else changed this item meanwhile; the list was reloaded. Try again.',
    );
    const deletion = calls.find((call) => call.method === 'DELETE')!;
    expect(deletion.url).toMatch(/\/configs\/feature-flags\/7$/);
    expect(deletion.headers['If-Match']).toBe('"3"');
    // The list is read again, so the next delete goes out with the version now stored.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete newCheckout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE')[1]!.headers['If-Match']).toBe('"4"');
  });
});
