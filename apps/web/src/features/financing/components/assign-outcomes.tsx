import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AssignOutcome, AssignPartnerResult } from '@cmt/contract/endpoints/financing';
import { assignOutcomes } from '@cmt/contract/endpoints/financing';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { CreditLineStatus } from './credit-line-status';
import { DetailTable } from './detail-table';

const colour: Record<AssignOutcome, 'success' | 'default' | 'error' | 'warning'> = {
  ASSIGNED: 'success',
  ALREADY_ASSIGNED: 'default',
  NO_APPLICATION: 'warning',
  BLACKLISTED: 'error',
  BLOCKED: 'error',
  OTHER_PARTNER: 'warning',
  SUSPENDED: 'warning',
};

/** Per user: who, their current line, and what assigning does (preview) or did (result). */
export function AssignOutcomes({ result, preview }: { result: AssignPartnerResult; preview: boolean }) {
  const { t } = useFinancingTranslation();
  const label = (outcome: AssignOutcome) =>
    preview && outcome === 'ASSIGNED' ? t('assign.willAssign') : t(`assign.outcomes.${outcome}`);
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="assign-counts">
        {assignOutcomes
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
        label={t('assign.tableLabel')}
        rows={result.outcomes}
        rowKey={(row) => row.userId}
        empty=""
        columns={[
          { id: 'userId', label: t('outcomeColumns.userId'), render: (row) => row.userId },
          {
            id: 'customer',
            label: t('outcomeColumns.customer'),
            render: (row) => <bdi>{row.name ?? t('none')}</bdi>,
          },
          {
            id: 'nationalId',
            label: t('outcomeColumns.nationalId'),
            render: (row) => <bdi dir="ltr">{row.documentNumberMasked ?? t('none')}</bdi>,
          },
          {
            id: 'current',
            label: t('outcomeColumns.current'),
            render: (row) =>
              row.currentStatus === null ? (
                t('none')
              ) : (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{row.currentPartner}</span>
                  <CreditLineStatus code={row.currentStatus} />
                </Stack>
              ),
          },
          {
            id: 'outcome',
            label: t('outcomeColumns.outcome'),
            render: (row) => (
              <Chip size="small" variant="outlined" color={colour[row.outcome]} label={label(row.outcome)} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
