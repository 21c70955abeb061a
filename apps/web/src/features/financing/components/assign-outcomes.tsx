import Stack from '@mui/material/Stack';
import type {
  AssignOutcome,
  AssignPartnerPreview,
  AssignPartnerResult,
} from '@cmt/contract/endpoints/financing';
import { assignOutcomes } from '@cmt/contract/endpoints/financing';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { usePartnerName } from '../hooks/use-partner-name';
import { CreditLineStatus } from './credit-line-status';
import { UserOutcomes, type OutcomeColour } from './user-outcomes';

const colour: Record<AssignOutcome, OutcomeColour> = {
  ASSIGNED: 'success',
  ALREADY_ASSIGNED: 'default',
  NO_APPLICATION: 'warning',
  BLACKLISTED: 'error',
  BLOCKED: 'error',
  OTHER_PARTNER: 'warning',
  SUSPENDED: 'warning',
};

/** A user's row: the preview's also says an assignment of them waiting for a second approval. */
type AssignRow = AssignPartnerResult['outcomes'][number] &
  Partial<Pick<AssignPartnerPreview['outcomes'][number], 'pendingApproval'>>;

/**
 * Per user: who, their current line, and what assigning does (preview) or did (result); in the
 * preview, an assignment of them waiting for a second approval in place of their outcome.
 */
export function AssignOutcomes({
  result,
  preview,
}: {
  result: AssignPartnerResult | AssignPartnerPreview;
  preview: boolean;
}) {
  // A customer whose assignment already waits is not counted as one this request assigns.
  const rows: AssignRow[] = result.outcomes;
  const waiting = rows.filter((row) => row.outcome === 'ASSIGNED' && row.pendingApproval).length;
  const shown = {
    outcomes: rows,
    counts: { ...result.counts, ASSIGNED: result.counts.ASSIGNED - waiting },
  };
  const { t } = useFinancingTranslation();
  const partnerName = usePartnerName();
  return (
    <UserOutcomes
      result={shown}
      outcomes={assignOutcomes}
      colour={colour}
      label={(outcome) =>
        preview && outcome === 'ASSIGNED' ? t('assign.willAssign') : t(`assign.outcomes.${outcome}`)
      }
      tableLabel={t('assign.tableLabel')}
      testId="assign-counts"
      pending={(row) => row.pendingApproval ?? null}
      state={{
        id: 'current',
        label: t('outcomeColumns.current'),
        render: (row) =>
          row.currentStatus === null ? (
            t('none')
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{partnerName(row.currentPartner)}</span>
              <CreditLineStatus code={row.currentStatus} />
            </Stack>
          ),
      }}
    />
  );
}
