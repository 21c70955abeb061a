import type { PendingApproval } from '@cmt/contract/approval-actions';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
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

/**
 * The same, compact, in a list row in place of its action (selecting a blocked customer to
 * unblock): an hourglass opening the request, its words (who asked, when) as tooltip and label.
 */
export function PendingApprovalMark({ pending }: { pending: PendingApproval }) {
  const words = usePendingWords(pending);
  return (
    <Tooltip title={words}>
      <IconButton component={Link} to={approvalHref(pending.approvalId)} size="small" aria-label={words}>
        <HourglassTopIcon fontSize="small" color="info" />
      </IconButton>
    </Tooltip>
  );
}

/** "Waiting for a second approval: asked by … on …" in the UI language. */
export function usePendingWords(pending: PendingApproval): string {
  const { t } = usePatternsTranslation();
  const { language } = useLanguage();
  return t('approval.waiting', {
    by: pending.requestedBy,
    at: formatDateTime(language, pending.requestedAt),
  });
}

/** The same words as a line under a list row's record (a caption). */
export function PendingApprovalCaption({ pending }: { pending: PendingApproval }) {
  return (
    <Typography variant="caption" color="info.main" component="div" role="status">
      {usePendingWords(pending)}
    </Typography>
  );
}
