import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkRowsResponse } from '@cmt/contract/bulk-rows';
import { useSnackbar } from '../snackbar';
import { BulkOutcomeDialog, type BulkOutcome } from './bulk-outcome-dialog';
import { useBulkRowsTranslation } from './use-bulk-rows-translation';

export interface BulkActionOptions<T, E> {
  /** The bulk endpoint's call for these rows (and the action's extra input, such as one reason). */
  run: (rows: T[], extra: E) => Promise<BulkRowsResponse>;
  idOf: (row: T) => number;
  /** How a failed row is named in the outcome beside its id: its words, each shown on its own (name, amount). */
  labelOf: (row: T) => string[];
  /** The list endpoints whose pages reload afterwards (their `path`). */
  invalidates: string[];
  /** After the call answered (the selection is cleared here). */
  onFinished?: () => void;
}

/**
 * One bulk action over selected rows (issue 21 §6): `ask(rows)` opens its confirmation (spread
 * `confirm` on a `ConfirmDialog`, or use `target` and `submit(extra)` with a `ReasonDialog`); the call
 * answers every row's outcome, shown by `outcomeDialog`. A refused call (400, 403, offline) changes
 * nothing and says so in the snackbar.
 */
export function useBulkAction<T, E = void>({
  run,
  idOf,
  labelOf,
  invalidates,
  onFinished,
}: BulkActionOptions<T, E>) {
  const { t } = useBulkRowsTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const close = () => {
    if (!busy) setTarget(null);
  };
  const submit = async (extra: E) => {
    if (target === null || busy) return;
    setBusy(true);
    try {
      const answer = await run(target, extra);
      setOutcome({
        results: answer.results,
        labels: Object.fromEntries(target.map((row) => [idOf(row), labelOf(row)])),
      });
      onFinished?.();
    } catch {
      snackbar.show(t('failedCall'), 'error');
    } finally {
      setBusy(false);
      setTarget(null);
      await Promise.all(invalidates.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
    }
  };

  return {
    target,
    busy,
    ask: (rows: T[]) => setTarget(rows),
    submit: (extra: E) => void submit(extra),
    /** For a `ConfirmDialog` of an action without extra input. */
    confirm: {
      open: target !== null,
      busy,
      onConfirm: () => void submit(undefined as E),
      onClose: close,
    },
    close,
    confirmMessage: t('confirmMessage', { count: target?.length ?? 0 }),
    outcomeDialog: <BulkOutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />,
  };
}
