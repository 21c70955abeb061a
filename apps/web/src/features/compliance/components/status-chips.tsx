import GppBadIcon from '@mui/icons-material/GppBad';
import Chip from '@mui/material/Chip';
import type { ProfileValidationStatus } from '@cmt/contract/endpoints/compliance';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

const colours = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'default' } as const;

export function ProfileStatusChip({ status }: { status: ProfileValidationStatus }) {
  const { t } = useComplianceTranslation();
  return <Chip size="small" color={colours[status]} label={t(`statuses.${status}`)} />;
}

/** The AML flag shown wherever a listed customer appears. */
export function AmlChip() {
  const { t } = useComplianceTranslation();
  return <Chip size="small" color="error" icon={<GppBadIcon />} label={t('aml')} />;
}
