import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { onSignOut } from './session';
import { announce } from '../kit/snackbar';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Shown in the snackbar, as an error, each time this query fails to load (after its retries):
       * the docs/requirements.md §P8 "Could not load …" texts. Screens set it once instead of watching `isError`.
       */
      loadError?: string;
      /** Read again when a notification arrives (lib/refreshed-by-notifications.ts). */
      refreshedByNotifications?: boolean;
    };
  }
}

/**
 * What a failed load says in the snackbar: that the server switched the screen's area off (404
 * AREA_DISABLED: retrying will not help, whatever the screen loads), else the screen's own text.
 */
export function loadErrorMessage(error: unknown, loadError: string | undefined): string | undefined {
  return error instanceof ApiError && error.code === 'AREA_DISABLED'
    ? i18n.t('errors.areaDisabled')
    : loadError;
}

/** Client errors (4xx) are answers, not glitches: only network and server errors are retried. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const message = loadErrorMessage(error, query.meta?.loadError);
      if (message) announce(message, 'error');
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

// Nothing cached for one user may be shown to the next.
onSignOut(() => queryClient.clear());
