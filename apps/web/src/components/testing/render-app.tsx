import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { announce, SnackbarProvider, type SnackbarViewProps } from '../../lib/snackbar';

/** The snackbar as plain text, so a test reads what the user is told. */
function SnackbarText({ state }: SnackbarViewProps) {
  return state.visible ? <div role="status">{state.message}</div> : null;
}

export interface RenderAppOptions {
  /** The history the router starts with; the last one is on screen. */
  history?: string[];
}

/**
 * Renders routes as the app does: a data router (in memory), TanStack Query (no retries, no cache
 * between tests) with the app's load-error announcements, and the snackbar. Returns the router
 * (its location, its history) and a user to type and click.
 */
export function renderApp(routes: RouteObject[], { history = ['/'] }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: history, initialIndex: history.length - 1 });
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.meta?.loadError) announce(query.meta.loadError, 'error');
      },
    }),
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider view={SnackbarText}>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** Where the router is: path and search, as a user reads the address bar. */
export const addressOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer of the fake server: JSON with a status and headers. */
export const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * Replaces the network with `handle` (method and path with query, e.g. `GET /api/...?page=2`);
 * returns the calls made, in order, to check what the screen sent.
 */
export function fakeServer(handle: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: ApiCall = {
        method: init.method ?? 'GET',
        url,
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handle(call);
    }),
  );
  return calls;
}
