import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnackbarViewProps } from '../../../kit/snackbar';

/** The sign-in snackbar: bottom centre, coloured by type, with a close button. */
export function AuthSnackbarView({ state, onClose, onExited }: SnackbarViewProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!state.visible && state.message) onExited();
  }, [state.visible, state.message, onExited]);
  if (!state.visible) return null;
  return (
    <div
      className={`cmt-snackbar cmt-snackbar--${state.type}`}
      role={state.type === 'error' || state.type === 'warning' ? 'alert' : 'status'}
    >
      <span className="cmt-snackbar-message">{state.message}</span>
      <button
        type="button"
        className="cmt-button cmt-button--text"
        aria-label={t('snackbar.close')}
        onClick={onClose}
      >
        ✕
      </button>
    </div>
  );
}
