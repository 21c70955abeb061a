import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { approvalHref } from '../../../kit/approvals/pending-approval';
import { useApprovalWords } from '../../../kit/approvals/use-approval-words';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { useStaffUser } from '../api/get-staff-user';
import { useLocalUsersTranslation } from '../hooks/use-local-users-translation';

/**
 * The four-eyes requests an account asked for that still wait, on its page: once its access is
 * removed (disabled, or without a request's permission) they can no longer be approved, and each
 * says so. Nothing shows while none waits.
 */
export function MakerRequestsPanel({ staffId, email }: { staffId: number; email: string }) {
  const { t } = useLocalUsersTranslation();
  const words = useApprovalWords();
  const { language } = useLanguage();
  const account = useStaffUser(staffId);
  const requests = account.data?.pendingRequests ?? [];
  if (requests.length === 0) return null;
  const blocked = requests.some((request) => !request.entitled);
  return (
    <Alert severity={blocked ? 'warning' : 'info'} data-testid="maker-requests" sx={{ mb: 2 }}>
      <AlertTitle>{t('makerRequests.title', { email })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('makerRequests.hint')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2.5 }}>
        {requests.map((request) => (
          <li key={request.approvalId}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {t('makerRequests.item', {
                  id: request.approvalId,
                  action: words.action(request.action),
                  at: formatDateTime(language, request.requestedAt),
                })}
              </Typography>
              <Button component={Link} to={approvalHref(request.approvalId)} size="small" color="inherit">
                {t('makerRequests.open')}
              </Button>
            </Stack>
            {!request.entitled && (
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t('makerRequests.noLongerEntitled', { permission: request.permission })}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
