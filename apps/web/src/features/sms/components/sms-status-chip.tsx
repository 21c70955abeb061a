import Chip from '@mui/material/Chip';
import type { SmsJobStatus, SmsRecipientStatus } from '@cmt/contract/endpoints/sms';
import { useSmsTranslation } from '../hooks/use-sms-translation';

const colours = {
  QUEUED: 'default',
  SENDING: 'info',
  COMPLETED: 'success',
  CANCELLED: 'warning',
  FAILED: 'error',
  PENDING: 'default',
  SENT: 'success',
} as const;

export function SmsStatusChip({ status }: { status: SmsJobStatus | SmsRecipientStatus }) {
  const { t } = useSmsTranslation();
  return <Chip size="small" color={colours[status]} label={t(`statuses.${status}`)} />;
}
