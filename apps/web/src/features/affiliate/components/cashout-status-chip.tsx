import Chip from '@mui/material/Chip';
import type { CashoutStatus } from '@cmt/contract/endpoints/affiliate';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

const colors = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

export function CashoutStatusChip({ status }: { status: CashoutStatus }) {
  const { t } = useAffiliateTranslation();
  return <Chip size="small" color={colors[status]} label={t(`cashouts.statuses.${status}`)} />;
}
