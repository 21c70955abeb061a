import Chip from '@mui/material/Chip';
import type { CasePriority, CaseStatus } from '@cmt/contract/endpoints/cases';
import { useCasesTranslation } from '../hooks/use-cases-translation';

const statusColors = {
  OPEN: 'info',
  IN_PROGRESS: 'primary',
  WAITING_CUSTOMER: 'warning',
  RESOLVED: 'success',
  REJECTED: 'default',
  CLOSED: 'default',
} as const;

export function CaseStatusChip({ status }: { status: CaseStatus }) {
  const { t } = useCasesTranslation();
  return (
    <Chip size="small" variant="outlined" color={statusColors[status]} label={t(`statuses.${status}`)} />
  );
}

const priorityColors = { LOW: 'default', NORMAL: 'default', HIGH: 'warning', URGENT: 'error' } as const;

export function CasePriorityChip({ priority }: { priority: CasePriority }) {
  const { t } = useCasesTranslation();
  return (
    <Chip
      size="small"
      variant={priority === 'URGENT' ? 'filled' : 'outlined'}
      color={priorityColors[priority]}
      label={t(`priorities.${priority}`)}
    />
  );
}
