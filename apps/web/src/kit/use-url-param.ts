import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearch } from './use-update-search';

/** Ids as the API takes them (`idField` of the contract): 1 to PostgreSQL's largest integer. */
const MAX_ID = 2_147_483_647;

/** The id in `text`, or null when it is not a plain positive integer within range ("1e3", "0x10", "-1", "" are not). */
export function parseUrlId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

export interface UrlParamOptions {
  /**
   * Replace the current history entry instead of adding one. By default opening an item adds an
   * entry, so the browser's Back closes it again.
   */
  replace?: boolean;
}

/**
 * The id of a screen's open item kept in the address (`?job=12`, `?batch=7`, `?user=42`), so a
 * reload or a shared link opens it again. Setting it keeps the address's other parameters (the
 * list's filters and page); null takes it out.
 *
 *   const [openJob, setOpenJob] = useUrlParam('job', { replace: true });
 */
export function useUrlParam(
  name: string,
  options: UrlParamOptions = {},
): [number | null, (id: number | null) => void] {
  const [params] = useSearchParams();
  const updateSearch = useUpdateSearch();
  const replace = options.replace === true;
  const set = useCallback(
    (id: number | null) =>
      updateSearch(
        (next) => {
          if (id === null) next.delete(name);
          else next.set(name, String(id));
        },
        { replace },
      ),
    [updateSearch, name, replace],
  );
  return [parseUrlId(params.get(name)), set];
}
