import { useEffect } from 'react';
import { useLocation } from 'react-router';

// The query of each /app route as last seen, so the way back to a list keeps its filters, sort and page.
const storageKey = (id: string) => `cmt.listSearch.${id}`;

/** The query string a route last had in this tab ('' if none). */
export function rememberedSearch(id: string): string {
  try {
    return sessionStorage.getItem(storageKey(id)) ?? '';
  } catch {
    return '';
  }
}

/**
 * Records the route's query string as it changes. Called by every /app route as it renders (not by
 * the lazily loaded breadcrumbs), so a row opened before the breadcrumbs' code arrived still leads
 * back to the list as it was.
 */
export function useRememberSearch(id: string): void {
  const { search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(id), search);
    } catch {
      // Storage off: the way back opens the list unfiltered.
    }
  }, [id, search]);
}
