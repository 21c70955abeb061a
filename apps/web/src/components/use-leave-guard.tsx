import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { usePatternsTranslation } from './use-patterns-translation';

/**
 * Asks before unsaved work is left behind: while `unsaved`, a click on any link of the app (menu,
 * buttons that are links) opens "Leave without saving?", and reloading or closing the tab gets the
 * browser's own question. Returns the dialog, to render once on the page.
 * (The browser's Back button is not caught: the app uses a declarative router without blockers.)
 */
export function useLeaveGuard(unsaved: boolean): ReactNode {
  const { t } = usePatternsTranslation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
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
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('leave.title')}
      message={t('leave.body')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onClose={() => setTarget(null)}
      onConfirm={() => {
        const href = target!;
        leaving.current = true;
        setTarget(null);
        void navigate(href);
      }}
    />
  );
}
