import { useState } from 'react';
import { isHeld } from '@cmt/contract/approval-actions';
import { isStaleRecord } from '../lib/api-client';
import { useSnackbar } from './snackbar';
import { usePatternsTranslation } from './use-patterns-translation';

export interface ConfirmedActionOptions<T> {
  /** The action itself (a delete, an approve…), e.g. `(row) => deletion.mutateAsync(row.id)`. */
  run: (target: T) => Promise<unknown>;
  /** The translated success text for the snackbar. */
  success: string | ((target: T) => string);
  /**
   * The translated failure text for the snackbar, from the error (e.g. a 409 explained). A 412 (the
   * row was changed by someone else since the list showed it: a delete sent with its version) says
   * so instead, as a warning: the action's query invalidation has reloaded the list meanwhile.
   */
  failure: (error: unknown, target: T) => string;
  /**
   * A record page's own answer to a 412 (its "Changed by someone else" dialog with Reload, as
   * `useRecordScreen` shows it) instead of the list's warning in the snackbar.
   */
  stale?: (target: T) => void;
}

/**
 * An action that asks first: `ask(row)` opens the confirmation for that row, `dialog` is spread on
 * `<ConfirmDialog>` (open, busy, confirm, close), and the outcome is announced in the snackbar.
 * One dialog per screen, not one per row.
 *
 *   const removal = useConfirmedAction({ run: (b) => deletion.mutateAsync(b.id), success: …, failure: … });
 *   <BannersTable onDelete={removal.ask} />
 *   <ConfirmDialog {...removal.dialog} title={…} message={t('confirm', { title: removal.target?.title })} />
 */
export function useConfirmedAction<T>({ run, success, failure, stale }: ConfirmedActionOptions<T>) {
  const snackbar = useSnackbar();
  const patterns = usePatternsTranslation();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setTarget(null);
  const confirm = async () => {
    if (target === null || busy) return;
    setBusy(true);
    try {
      const result = await run(target);
      // Held for a second person (four-eyes, 202): nothing is done yet, and the snackbar says so.
      if (isHeld(result)) snackbar.show(patterns.t('approval.held'), 'info');
      else snackbar.show(typeof success === 'function' ? success(target) : success, 'success');
    } catch (error) {
      if (isStaleRecord(error) && stale) stale(target);
      else if (isStaleRecord(error)) snackbar.show(patterns.t('stale.listChanged'), 'warning');
      else snackbar.show(failure(error, target), 'error');
    } finally {
      setBusy(false);
      close();
    }
  };
  return {
    target,
    ask: (value: T) => setTarget(value),
    dialog: { open: target !== null, busy, onConfirm: () => void confirm(), onClose: close },
  };
}
