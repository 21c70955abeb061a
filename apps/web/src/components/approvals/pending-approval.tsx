import type { PendingApproval } from '@cmt/contract/approval-actions';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { usePatternsTranslation } from '../use-patterns-translation';

/** Where the Approvals screen opens one request. */
export const approvalHref = (approvalId: number) => `/app/approvals?approval=${approvalId}`;

/**
 * In place of a guarded action while a request for it waits (four-eyes): "Waiting for a second
 * approval", who asked and when, and a link to it on the Approvals screen.
 */
export function PendingApprovalNotice({ pending }: { pending: PendingApproval }) {
  const { t } = usePatternsTranslation();
  const { language } = useLanguage();
  return (
    <Alert
      severity="info"
      icon={<HourglassTopIcon />}
      role="status"
      action={
        <Button component={Link} to={approvalHref(pending.approvalId)} color="inherit" size="small">
          {t('approval.open')}
        </Button>
      }
    >
      {t('approval.waiting', { by: pending.requestedBy, at: formatDateTime(language, pending.requestedAt) })}
    </Alert>
  );
}
