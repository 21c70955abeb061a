import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PendingApproval } from '@cmt/contract/approval-actions';
import { PendingApprovalCaption, PendingApprovalMark } from '../../../kit/approvals/pending-approval';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { DetailTable, type DetailColumn } from './detail-table';

export type OutcomeColour = 'success' | 'default' | 'error' | 'warning';

interface OutcomeRow<O extends string> {
  userId: number;
  name: string | null;
  documentNumberMasked: string | null;
  outcome: O;
}

interface UserOutcomesProps<O extends string, R extends OutcomeRow<O>> {
  result: { counts: Record<O, number>; outcomes: R[] };
  /** Every outcome in the order their counts are shown. */
  outcomes: readonly O[];
  colour: Record<O, OutcomeColour>;
  label: (outcome: O) => string;
  tableLabel: string;
  testId: string;
  /** The column between the customer and the outcome: what the user is now (their line, their block). */
  state: DetailColumn<R>;
  /** The action on this user waiting for a second approval, shown in place of their outcome. */
  pending?: (row: R) => PendingApproval | null;
}

/**
 * What a per-user financing action does (preview) or did (result): a count per outcome, then each
 * user with their masked national id, their current state and their outcome. Assign partner and
 * unblock users both show it.
 */
export function UserOutcomes<O extends string, R extends OutcomeRow<O>>({
  result,
  outcomes,
  colour,
  label,
  tableLabel,
  testId,
  state,
  pending,
}: UserOutcomesProps<O, R>) {
  const { t } = useFinancingTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid={testId}>
        {outcomes
          .filter((outcome) => result.counts[outcome] > 0)
          .map((outcome) => (
            <Chip
              key={outcome}
              color={colour[outcome]}
              label={`${label(outcome)}: ${result.counts[outcome]}`}
            />
          ))}
      </Stack>
      <DetailTable
        label={tableLabel}
        rows={result.outcomes}
        rowKey={(row) => row.userId}
        empty=""
        columns={[
          { id: 'userId', label: t('outcomeColumns.userId'), render: (row) => row.userId },
          {
            id: 'customer',
            label: t('outcomeColumns.customer'),
            render: (row) => {
              const waiting = pending?.(row);
              return (
                <>
                  <bdi>{row.name ?? t('none')}</bdi>
                  {waiting && <PendingApprovalCaption pending={waiting} />}
                </>
              );
            },
          },
          {
            id: 'nationalId',
            label: t('outcomeColumns.nationalId'),
            render: (row) => <bdi dir="ltr">{row.documentNumberMasked ?? t('none')}</bdi>,
          },
          state,
          {
            id: 'outcome',
            label: t('outcomeColumns.outcome'),
            render: (row) => {
              const waiting = pending?.(row);
              return waiting ? (
                <PendingApprovalMark pending={waiting} />
              ) : (
                <Chip
                  size="small"
                  variant="outlined"
                  color={colour[row.outcome]}
                  label={label(row.outcome)}
                />
              );
            },
          },
        ]}
      />
    </Stack>
  );
}

/** A titled section of an action screen: the preview of who changes, or the outcome after. */
export function OutcomeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={title}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
