import Chip from '@mui/material/Chip';
import type { BulkBatchStatus } from '@cmt/contract/endpoints/bulk';
import { useBulkTranslation } from '../hooks/use-bulk-translation';

const colors: Record<BulkBatchStatus, 'default' | 'success' | 'error' | 'info' | 'warning'> = {
  VALIDATING: 'info',
  INVALID: 'error',
  VALID: 'success',
  QUEUED: 'info',
  APPLYING: 'info',
  APPLIED: 'success',
  FAILED: 'error',
};

export function BatchStatusChip({ status }: { status: BulkBatchStatus }) {
  const { t } = useBulkTranslation();
  return <Chip size="small" variant="outlined" color={colors[status]} label={t(`status.${status}`)} />;
}
