import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address this tab last asked for, and the address on screen when it asked. The router shows
 * a navigation only once React renders it (in a transition), so until then the screen's search
 * string is stale: a second change made meanwhile (the `to` date committed in the same moment as
 * `from`, a filter and an open item) must start from what the first one wrote, or it undoes it.
 */
let written: { shownKey: string; search: string } | null = null;

export interface UpdateSearchOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * Changes the address's query parameters, keeping the others: `update((params) => params.set('from',
 * day), { replace: true })`. Unlike react-router's `setSearchParams(fn)`, whose `fn` gets the search
 * of the last render, changes made before the router re-renders build on each other, whichever
 * hook (list filters, open item) made them.
 */
export function useUpdateSearch(): (
  change: (params: URLSearchParams) => void,
  options?: UpdateSearchOptions,
) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useRef(location);
  useLayoutEffect(() => {
    // The router now shows a navigation: what it shows is the truth again.
    if (shown.current.key !== location.key) written = null;
    shown.current = location;
  }, [location]);

  return useCallback(
    (change, options = {}) => {
      const { key, pathname, search: shownSearch } = shown.current;
      const params = new URLSearchParams(written?.shownKey === key ? written.search : shownSearch);
      change(params);
      const search = params.size > 0 ? `?${params}` : '';
      written = { shownKey: key, search };
      navigate({ pathname, search }, { replace: options.replace === true });
    },
    [navigate],
  );
}
