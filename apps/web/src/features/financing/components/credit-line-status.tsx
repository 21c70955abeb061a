import Chip from '@mui/material/Chip';
import { ACTIVE_CREDIT_LINE_STATUSES } from '@cmt/contract/endpoints/applications';
import { creditLineStatusName, creditLineStatus } from '@cmt/contract/endpoints/financing';
import { useFinancingTranslation } from '../hooks/use-financing-translation';

const colours: Record<number, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  [creditLineStatus.PENDING]: 'info',
  [creditLineStatus.REJECTED]: 'error',
  [creditLineStatus.SUSPENDED]: 'warning',
};

/** A credit line status by name with its code (the numbers of docs/requirements.md §P3), green for the active ones (1 and 2). */
export function CreditLineStatus({ code }: { code: number }) {
  const { t } = useFinancingTranslation();
  const name = creditLineStatusName(code);
  const active = ACTIVE_CREDIT_LINE_STATUSES.includes(code);
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'success' : (colours[code] ?? 'default')}
      label={t('statusCode', { status: t(`statuses.${name}`, { defaultValue: name }), code })}
    />
  );
}
