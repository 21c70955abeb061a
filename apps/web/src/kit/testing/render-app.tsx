import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import { guardHistory } from '../../lib/guarded-history';
import { loadErrorMessage } from '../../lib/query-client';
import { announce, SnackbarProvider, type SnackbarViewProps } from '../snackbar';

/** The snackbar as plain text, so a test reads what the user is told (and its kind, as `data-type`). */
function SnackbarText({ state }: SnackbarViewProps) {
  return state.visible ? (
    <div role="status" data-type={state.type}>
      {state.message}
    </div>
  ) : null;
}

export interface RenderAppOptions {
  /** The history the router starts with; the last one is on screen. */
  history?: string[];
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes as the app does: the router on the app's guarded history (in memory here, so a
 * test moves Back with `history.go(-1)`), TanStack Query (no retries, no cache between tests) with
 * the app's load-error announcements, and the snackbar. Returns the history (where the user is)
 * and a user to type and click.
 */
export function renderApp(routes: RouteObject[], { history: entries = ['/'] }: RenderAppOptions = {}) {
  const history = guardHistory(
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = loadErrorMessage(error, query.meta?.loadError);
        if (message) announce(message, 'error');
      },
    }),
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider view={SnackbarText}>
        <HistoryRouter history={history}>
          <Routes routes={routes} />
        </HistoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { ...view, history, queryClient, user: userEvent.setup() };
}

/** Where the user is: path and search, as the address bar shows them. */
export const addressOf = (history: { location: { pathname: string; search: string } }) =>
  `${history.location.pathname}${history.location.search}`;

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
