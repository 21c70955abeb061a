import { SNACKBAR_AUTO_HIDE_MS } from '@cmt/contract/messages';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

export type SnackbarType = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarApi {
  show(message: string, type?: SnackbarType): void;
}

export interface SnackbarState {
  visible: boolean;
  message: string;
  type: SnackbarType;
}

/** How a layout draws the snackbar; `onExited` runs once the hide animation (if any) is over. */
export interface SnackbarViewProps {
  state: SnackbarState;
  onClose: () => void;
  onExited: () => void;
}

const hidden: SnackbarState = { visible: false, message: '', type: 'success' };

const SnackbarContext = createContext<SnackbarApi | null>(null);

const announcers = new Set<SnackbarApi['show']>();

/**
 * Shows a message in the snackbar of the layout on screen, from code outside React (the query
 * cache's load errors). Nothing happens when no layout is mounted.
 */
export function announce(message: string, type: SnackbarType = 'success'): void {
  for (const show of announcers) show(message, type);
}

/**
 * docs/requirements.md §P2/§P4 snackbar: one message with a type; hidden again on close or after 6 s, then the
 * message is cleared and the type goes back to success. The layout supplies the view: MUI bottom
 * right in the app, a light one bottom centre with a close button on the sign-in page.
 */
export function SnackbarProvider({
  view: View,
  children,
}: {
  view: ComponentType<SnackbarViewProps>;
  children: ReactNode;
}) {
  const [state, setState] = useState<SnackbarState>(hidden);
  const [shownAt, setShownAt] = useState(0);
  const show = useCallback((message: string, type: SnackbarType = 'success') => {
    setState({ visible: true, message, type });
    setShownAt(Date.now());
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, visible: false })), []);
  const onExited = useCallback(() => setState((current) => (current.visible ? current : hidden)), []);
  const api = useMemo(() => ({ show }), [show]);

  useEffect(() => {
    announcers.add(show);
    return () => void announcers.delete(show);
  }, [show]);

  useEffect(() => {
    if (!state.visible) return;
    const timer = window.setTimeout(close, SNACKBAR_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [state.visible, shownAt, close]);

  return (
    <SnackbarContext value={api}>
      {children}
      <View state={state} onClose={close} onExited={onExited} />
    </SnackbarContext>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() needs <SnackbarProvider> (the auth or app layout)');
  return api;
}
