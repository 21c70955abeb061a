import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Endpoint, ParamsOf, QueryOf } from '@cmt/contract/endpoint';
import { callApi } from '../lib/api-client';

/**
 * Query options for a list endpoint, keyed [endpoint.path, query]. The previous page stays on
 * screen while the next loads, so paging and filtering never flash an empty table.
 */
export function listQueryOptions<E extends Endpoint>(endpoint: E, query: QueryOf<E>) {
  return queryOptions({
    queryKey: [endpoint.path, query] as const,
    queryFn: ({ signal }) => callApi(endpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Query options for one record, keyed [endpoint.path, params]. */
export function recordQueryOptions<E extends Endpoint>(endpoint: E, params: ParamsOf<E>) {
  return queryOptions({
    queryKey: [endpoint.path, params] as const,
    queryFn: ({ signal }) => callApi(endpoint, { params, signal }),
  });
}

/**
 * Returns a function that marks every cached query of the given endpoints stale (all pages,
 * sorts and filters), for mutations to call once they succeed.
 */
export function useInvalidateEndpoints(...endpoints: Endpoint[]) {
  const queryClient = useQueryClient();
  const paths = endpoints.map((endpoint) => endpoint.path).join('\n');
  return useCallback(
    () =>
      Promise.all(paths.split('\n').map((path) => queryClient.invalidateQueries({ queryKey: [path] }))).then(
        () => undefined,
      ),
    [queryClient, paths],
  );
}
