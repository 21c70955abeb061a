import { useEffect } from 'react';

const MODAL = '.MuiModal-root';

/**
 * WCAG 2.4.3 (issue 32): when the last dialog, menu or drawer goes away, the keyboard focus goes back
 * to the control that opened it. MUI's focus trap does this by itself, except where one dialog takes
 * over from another (a "loading" dialog replaced by the form it loaded): the second trap opens with
 * the focus already nowhere, so on Escape the focus fell to the page body. This watches the modals
 * leaving the page and, if the focus is then on the body, gives it to the last control focused
 * outside any modal.
 */
export function useFocusReturn() {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(MODAL)) opener = target;
    };
    const isModal = (node: Node) =>
      node instanceof HTMLElement && (node.matches(MODAL) || node.querySelector(MODAL) !== null);
    const observer = new MutationObserver((mutations) => {
      const modalLeft = mutations.some((mutation) => [...mutation.removedNodes].some(isModal));
      if (!modalLeft || document.querySelector(MODAL)) return;
      const focused = document.activeElement;
      if ((focused === null || focused === document.body) && opener?.isConnected) opener.focus();
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
