import { parsePath, UNSAFE_createBrowserHistory, type HistoryRouterProps, type To } from 'react-router';

type History = HistoryRouterProps['history'];
type Place = { pathname: string; search: string };

/**
 * The app's history, through which every navigation of the router goes (links, `navigate()`,
 * Back and Forward), so that unsaved work can hold one back until the user answers "Leave without
 * saving?". What the router's data mode does with `useBlocker`, for the app's light router (the
 * data router would add its whole loader machinery to the sign-in page's first load).
 */

/** Is there unsaved work that leaving would lose? Each guarded screen registers its own check. */
const unsavedChecks = new Map<string, () => boolean>();
export function registerUnsaved(id: string, unsaved: () => boolean): () => void {
  unsavedChecks.set(id, unsaved);
  return () => {
    unsavedChecks.delete(id);
  };
}
const anyUnsaved = () => [...unsavedChecks.values()].some((unsaved) => unsaved());

/** A navigation waiting for the user's answer: go on with it, or stay. */
export interface HeldNavigation {
  proceed: () => void;
  reset: () => void;
}
let held: HeldNavigation | null = null;
const watchers = new Set<() => void>();
const setHeld = (next: HeldNavigation | null) => {
  held = next;
  for (const watch of watchers) watch();
};
export const heldNavigation = (): HeldNavigation | null => held;

/**
 * The last "Leave without saving?" went away (its form closed, or its work was saved) while a
 * navigation was held: with nothing unsaved left there is nothing to lose, so it goes on (a decision
 * dialog that closes and moves to the next record in one step); unsaved work elsewhere drops it.
 */
export function settleHeldNavigation(): void {
  if (!held) return;
  if (anyUnsaved()) held.reset();
  else held.proceed();
}
export function watchHeldNavigation(watch: () => void): () => void {
  watchers.add(watch);
  return () => {
    watchers.delete(watch);
  };
}

/** Another address of the same screen (its filters, its open item in `?job=`) leaves nothing behind. */
const samePage = (a: Place, b: Place) => a.pathname === b.pathname;

/**
 * Wraps a history (the browser's, or a memory one in tests) so that a navigation to another page
 * is held while there is unsaved work. Back and Forward have already moved when the browser tells,
 * so they are undone at once (`go(-delta)`) and redone if the user chooses to leave.
 */
export function guardHistory(history: History): History {
  /** The page the router shows (the history's own location runs ahead of it during a Back). */
  let shown: Place = history.location;
  /** Moves we made ourselves: an undone Back (not shown), a confirmed one (shown). */
  let undoing = 0;
  let redoing = 0;
  /** A push or replace the user chose to go on with. */
  let passing = false;

  const asks = (next: Place) => !passing && !samePage(shown, next) && anyUnsaved();
  const placeOf = (to: To): Place => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return { pathname: path.pathname ?? shown.pathname, search: path.search ?? '' };
  };
  const holdThen = (go: () => void) =>
    setHeld({
      proceed: () => {
        setHeld(null);
        go();
      },
      reset: () => setHeld(null),
    });
  const guarded = (move: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
    if (!asks(placeOf(to))) {
      move(to, state);
      return;
    }
    holdThen(() => {
      passing = true;
      try {
        move(to, state);
      } finally {
        passing = false;
      }
    });
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: guarded((to, state) => history.push(to, state)),
    replace: guarded((to, state) => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        if (update.action === 'POP') {
          if (undoing > 0) {
            undoing -= 1;
            return;
          }
          if (redoing > 0) redoing -= 1;
          else if (update.delta && asks(update.location)) {
            const { delta } = update;
            undoing += 1;
            history.go(-delta);
            holdThen(() => {
              redoing += 1;
              history.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      }),
  };
}

/** The history of the app in the browser (its router is `unstable_HistoryRouter`). */
export const createAppHistory = (): History => guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
