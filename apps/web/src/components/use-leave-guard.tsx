import { useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { usePatternsTranslation } from './use-patterns-translation';

/** Every guarded piece of work on screen, by hook instance: is it unsaved (and not leaving on purpose)? */
const sources = new Map<string, () => boolean>();
const anyUnsaved = () => [...sources.values()].some((unsaved) => unsaved());

/** A navigation to another page (not a change of the hash alone). */
const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * The router's blocker and its question. Mounted only while something is unsaved, so the router
 * (which consults one blocker) has at most this one; it asks about every guarded piece of work.
 */
function LeaveQuestion() {
  const { t } = usePatternsTranslation();
  const blocker = useBlocker(useCallback<BlockerFunction>((args) => anyUnsaved() && leavesPage(args), []));
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      message={t('leave.body')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

export interface LeaveGuard {
  /** "Leave without saving?", to render once on the page (the guard holds only while it is rendered). */
  dialog: ReactNode;
  /**
   * Runs a navigation the page makes itself (after a save: to the list, or to the new record's
   * address) without asking; the guard holds again once it is done.
   */
  bypass: <T>(go: () => Promise<T>) => Promise<T>;
}

/**
 * Asks before unsaved work is left behind: while `unsaved`, any navigation inside the app (a menu
 * link, a Cancel link, the browser's Back and Forward) is held by the router (`useBlocker`, the
 * app's data router) and "Leave without saving?" opens: Stay keeps the page as it is, Leave goes
 * on. Reloading or closing the tab gets the browser's own question (`beforeunload`). Once the work
 * is saved or undone, nothing asks.
 */
export function useUnsavedGuard(unsaved: boolean): LeaveGuard {
  const id = useId();
  const state = useRef({ unsaved, bypassed: false });
  useLayoutEffect(() => {
    state.current.unsaved = unsaved;
  }, [unsaved]);

  useEffect(() => {
    const current = state.current;
    sources.set(id, () => current.unsaved && !current.bypassed);
    return () => {
      sources.delete(id);
    };
  }, [id]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (state.current.bypassed) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const bypass = useCallback(async <T,>(go: () => Promise<T>): Promise<T> => {
    state.current.bypassed = true;
    try {
      return await go();
    } finally {
      state.current.bypassed = false;
    }
  }, []);

  return { bypass, dialog: unsaved ? <LeaveQuestion /> : null };
}

/** The question alone, for screens that save by themselves (the ordered lists): `{useLeaveGuard(draft !== null)}`. */
export function useLeaveGuard(unsaved: boolean): ReactNode {
  return useUnsavedGuard(unsaved).dialog;
}
