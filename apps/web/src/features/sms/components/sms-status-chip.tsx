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

/**
 * A sending's or a number's status. `logged`: the sending went through the logging provider, so a
 * number it "sent" was only written to the server log and says so.
 */
export function SmsStatusChip({
  status,
  logged = false,
}: {
  status: SmsJobStatus | SmsRecipientStatus;
  logged?: boolean;
}) {
  const { t } = useSmsTranslation();
  const label = logged && status === 'SENT' ? t('statuses.LOGGED') : t(`statuses.${status}`);
  return (
    <Chip size="small" color={logged && status === 'SENT' ? 'default' : colours[status]} label={label} />
  );
}
