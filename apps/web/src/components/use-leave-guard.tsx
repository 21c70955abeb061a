import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { usePatternsTranslation } from './use-patterns-translation';

/** Marks the extra history entry the guard puts on top of the page while work is unsaved. */
const GUARD = 'cmtLeaveGuard';
const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);
/** The dialog's target when the browser's Back button asked. */
const BACK = Symbol('back');

/**
 * Asks before unsaved work is left behind: while `unsaved`, a click on any link of the app (menu,
 * buttons that are links) and the browser's Back button open "Leave without saving?", and reloading
 * or closing the tab gets the browser's own question. Returns the dialog, to render once on the page.
 *
 * Back, without a data router (the app's BrowserRouter has no blockers): while `unsaved`, one more
 * history entry of this same page sits on top, so Back only steps down to this page again (a
 * `popstate`, which asks). Stay puts the entry back; Leave goes back once more, for real. Once the
 * work is saved or undone the entry is taken off again, so one Back leaves the page.
 */
export function useLeaveGuard(unsaved: boolean): ReactNode {
  const { t } = usePatternsTranslation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | typeof BACK | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (leaving.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const href = `${url.pathname}${url.search}${url.hash}`;
      if (href === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      // Before React's own handlers (the router's Link) see the click.
      event.preventDefault();
      event.stopPropagation();
      setTarget(href);
    };
    const onPopState = () => {
      if (leaving.current) return;
      // Forward onto the guard entry again: as if Stay was chosen.
      if (onGuardEntry()) setTarget(null);
      else setTarget(BACK);
    };
    if (!onGuardEntry()) {
      window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '');
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      // Saved or undone while still on the guard entry: take it off, so Back is one press again.
      if (!leaving.current && onGuardEntry()) window.history.back();
    };
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('leave.title')}
      message={t('leave.body')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onClose={() => {
        // Back already stepped down to this page: the guard entry goes on top again.
        if (target === BACK && !onGuardEntry()) {
          window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '');
        }
        setTarget(null);
      }}
      onConfirm={() => {
        const chosen = target;
        leaving.current = true;
        setTarget(null);
        if (chosen === BACK) window.history.back();
        // From the guard entry, the next page takes its place in the history.
        else if (chosen !== null) void navigate(chosen, { replace: onGuardEntry() });
      }}
    />
  );
}
