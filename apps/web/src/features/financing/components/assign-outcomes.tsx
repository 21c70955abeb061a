import Stack from '@mui/material/Stack';
import type { AssignOutcome, AssignPartnerResult } from '@cmt/contract/endpoints/financing';
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

/** Per user: who, their current line, and what assigning does (preview) or did (result). */
export function AssignOutcomes({ result, preview }: { result: AssignPartnerResult; preview: boolean }) {
  const { t } = useFinancingTranslation();
  const partnerName = usePartnerName();
  return (
    <UserOutcomes
      result={result}
      outcomes={assignOutcomes}
      colour={colour}
      label={(outcome) =>
        preview && outcome === 'ASSIGNED' ? t('assign.willAssign') : t(`assign.outcomes.${outcome}`)
      }
      tableLabel={t('assign.tableLabel')}
      testId="assign-counts"
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
