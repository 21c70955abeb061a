import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  caseMoveSpecs,
  decidingCaseMoves,
  type CaseDetail,
  type CaseMove,
} from '@cmt/contract/endpoints/cases';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { useSnackbar } from '../../../kit/snackbar';
import { StaleRecordDialog } from '../../../kit/stale-record-dialog';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { ApiError, isStaleRecord } from '../../../lib/api-client';
import { useAssignCase } from '../api/assign-case';
import { useMoveCase } from '../api/move-case';
import { useCasesTranslation } from '../hooks/use-cases-translation';
import { AssignDialog } from './assign-dialog';
import { DecideCaseDialog } from './decide-case-dialog';

const isDeciding = (move: CaseMove) => (decidingCaseMoves as readonly CaseMove[]).includes(move);

interface CaseActionsProps {
  record: CaseDetail;
  /** Reads the case (and its timeline) again: Reload after a 412, a refused move. */
  reload: () => Promise<unknown>;
}

/**
 * The moves the case may make now (its `moves`), each a button, and Assign. Resolve and reject ask
 * for the outcome and a summary; the others ask first. Every change sends the version on screen
 * (If-Match): when someone else changed the case meanwhile (412), "Changed by someone else" offers
 * Reload; a move the case can no longer make (409) reloads it and says so.
 */
export function CaseActions({ record, reload }: CaseActionsProps) {
  const { t } = useCasesTranslation();
  const snackbar = useSnackbar();
  const move = useMoveCase(record.id);
  const assign = useAssignCase(record.id);
  const [deciding, setDeciding] = useState<CaseMove | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  const statusWords = (next: CaseMove) => t(`statuses.${caseMoveSpecs[next].to}`);
  const failure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      void reload();
      return t('moves.notAllowed');
    }
    return t('moves.failed');
  };
  const confirmed = useConfirmedAction<CaseMove>({
    run: (next) => move.mutateAsync({ move: next, version: record.version }),
    success: (next) => t('moves.done', { status: statusWords(next) }),
    failure,
    stale: () => setStale(true),
  });
  const refused = (error: unknown) => {
    setDeciding(null);
    setAssigning(false);
    if (isStaleRecord(error)) setStale(true);
    else snackbar.show(failure(error), 'error');
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {record.moves.map((next) => (
          <Button
            key={next}
            variant={isDeciding(next) ? 'contained' : 'outlined'}
            color={next === 'reject' ? 'error' : 'primary'}
            disabled={move.isPending}
            onClick={() => (isDeciding(next) ? setDeciding(next) : confirmed.ask(next))}
          >
            {t(`moves.labels.${next}`)}
          </Button>
        ))}
        <Button variant="outlined" onClick={() => setAssigning(true)} disabled={assign.isPending}>
          {t('assign.button')}
        </Button>
      </Stack>
      <ConfirmDialog
        {...confirmed.dialog}
        destructive={false}
        title={
          confirmed.target
            ? t('moves.confirmTitle', {
                move: t(`moves.labels.${confirmed.target}`),
                reference: record.reference,
              })
            : ''
        }
        message={confirmed.target ? t('moves.confirmMessage', { status: statusWords(confirmed.target) }) : ''}
        confirmLabel={confirmed.target ? t(`moves.labels.${confirmed.target}`) : ''}
      />
      <DecideCaseDialog
        open={deciding !== null}
        title={
          deciding
            ? t('moves.decideTitle', { move: t(`moves.labels.${deciding}`), reference: record.reference })
            : ''
        }
        submitLabel={deciding ? t(`moves.labels.${deciding}`) : ''}
        busy={move.isPending}
        onSubmit={async ({ outcome, summary }) => {
          if (!deciding) return;
          await move.mutateAsync({ move: deciding, version: record.version, outcome, summary });
          snackbar.show(t('moves.done', { status: statusWords(deciding) }), 'success');
          setDeciding(null);
        }}
        onError={refused}
        onClose={() => setDeciding(null)}
      />
      <AssignDialog
        open={assigning}
        title={t('assign.title')}
        current={record.assignee}
        busy={assign.isPending}
        onSubmit={(assigneeId) =>
          assign.mutate(
            { assigneeId, version: record.version },
            {
              onSuccess: () => {
                snackbar.show(t('assign.done'), 'success');
                setAssigning(false);
              },
              onError: (error) =>
                isStaleRecord(error) ? refused(error) : snackbar.show(t('assign.failed'), 'error'),
            },
          )
        }
        onClose={() => setAssigning(false)}
      />
      <StaleRecordDialog
        open={stale}
        busy={reloading}
        onReload={() => {
          setReloading(true);
          void reload().finally(() => {
            setReloading(false);
            setStale(false);
          });
        }}
        onClose={() => setStale(false)}
      />
    </>
  );
}
