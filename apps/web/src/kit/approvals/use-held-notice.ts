import { isHeld, type ApprovalHeld } from '@cmt/contract/approval-actions';
import { useCallback } from 'react';
import { useSnackbar } from '../snackbar';
import { usePatternsTranslation } from '../use-patterns-translation';

/**
 * The answer of a guarded call (four-eyes): when it was held for a second person (202), says "Sent
 * for a second approval" and answers true; the screen then shows nothing as done.
 */
export function useHeldNotice(): (result: unknown) => result is ApprovalHeld {
  const { t } = usePatternsTranslation();
  const snackbar = useSnackbar();
  return useCallback(
    (result: unknown): result is ApprovalHeld => {
      if (!isHeld(result)) return false;
      snackbar.show(t('approval.held'), 'info');
      return true;
    },
    [snackbar, t],
  );
}
