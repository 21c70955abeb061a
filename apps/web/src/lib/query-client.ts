import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onSignOut } from './session';

/** Client errors (4xx) are answers, not glitches: only network and server errors are retried. */
export const queryClient = new QueryClient({
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
