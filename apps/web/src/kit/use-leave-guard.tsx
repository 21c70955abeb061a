import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  heldNavigation,
  registerUnsaved,
  settleHeldNavigation,
  watchHeldNavigation,
} from '../lib/guarded-history';
import { ConfirmDialog } from './confirm-dialog';
import { usePatternsTranslation } from './use-patterns-translation';

/** The questions on screen (one per guard with unsaved work); only the first one shows. */
const questions: string[] = [];
const questionWatchers = new Set<() => void>();
const changedQuestions = () => {
  for (const watch of questionWatchers) watch();
};

/** "Leave without saving?" for the navigation the app's history holds back (lib/guarded-history). */
function LeaveQuestion() {
  const { t } = usePatternsTranslation();
  const id = useId();
  useEffect(() => {
    questions.push(id);
    changedQuestions();
    return () => {
      questions.splice(questions.indexOf(id), 1);
      changedQuestions();
      // No question left on screen: once the guards unmounted with it have unregistered (a microtask
      // later), a held navigation goes on if nothing unsaved is left, else it is dropped.
      if (questions.length === 0) queueMicrotask(settleHeldNavigation);
    };
  }, [id]);
  const first = useSyncExternalStore(
    useCallback((watch: () => void) => {
      questionWatchers.add(watch);
      return () => void questionWatchers.delete(watch);
    }, []),
    () => questions[0] === id,
  );
  const held = useSyncExternalStore(watchHeldNavigation, heldNavigation);
  return (
    <ConfirmDialog
      open={first && held !== null}
      title={t('leave.title')}
      message={t('leave.body')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onClose={() => held?.reset()}
      onConfirm={() => held?.proceed()}
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
 * link, a Cancel link, `navigate()`, the browser's Back and Forward) is held by the app's history
 * and "Leave without saving?" opens: Stay keeps the page as it is, Leave goes on. Reloading or
 * closing the tab gets the browser's own question (`beforeunload`). Once the work is saved or
 * undone, nothing asks.
 */
export function useUnsavedGuard(unsaved: boolean): LeaveGuard {
  const id = useId();
  const state = useRef({ unsaved, bypassed: false });
  useLayoutEffect(() => {
    state.current.unsaved = unsaved;
  }, [unsaved]);

  useEffect(() => {
    const current = state.current;
    return registerUnsaved(id, () => current.unsaved && !current.bypassed);
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
