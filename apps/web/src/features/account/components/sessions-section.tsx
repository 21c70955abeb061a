import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StaffSession } from '@cmt/contract/endpoints/auth';
import { formatDateTime } from '../../../lib/dates';
import { browserOf } from '../../../lib/user-agent';
import { useSnackbar } from '../../../kit/snackbar';
import { useMySessions, useRevokeMyOtherSessions, useRevokeMySession } from '../api/my-sessions';
import { useAccountTranslation } from '../hooks/use-account-translation';

/** My open sessions with browser, address, start and last use; end one, or all but this one. */
export function SessionsSection() {
  const { t, i18n } = useAccountTranslation();
  const snackbar = useSnackbar();
  const sessions = useMySessions();
  const revoke = useRevokeMySession();
  const revokeOthers = useRevokeMyOtherSessions();
  const rows: StaffSession[] = sessions.data ?? [];
  const when = (iso: string) => formatDateTime(i18n.language, iso);

  const end = async (session: StaffSession) => {
    try {
      await revoke.mutateAsync(session.id);
      snackbar.show(t('sessions.revoked'), 'success');
    } catch {
      snackbar.show(t('sessions.failed'), 'error');
    }
  };
  const endOthers = async () => {
    try {
      await revokeOthers.mutateAsync();
      snackbar.show(t('sessions.othersRevoked'), 'success');
    } catch {
      snackbar.show(t('sessions.failed'), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <TableContainer>
        <Table size="small" aria-label={t('sessions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('sessions.browser')}</TableCell>
              <TableCell>{t('sessions.address')}</TableCell>
              <TableCell>{t('sessions.started')}</TableCell>
              <TableCell>{t('sessions.lastSeen')}</TableCell>
              <TableCell align="right">{t('sessions.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((session) => (
              <TableRow key={session.id}>
                <TableCell>
                  <span title={session.userAgent}>
                    {browserOf(session.userAgent) ?? t('sessions.unknownBrowser')}
                  </span>
                  {session.current && (
                    <Chip
                      size="small"
                      color="primary"
                      label={t('sessions.current')}
                      sx={{ marginInlineStart: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <bdi dir="ltr">{session.ip}</bdi>
                </TableCell>
                <TableCell>{when(session.createdAt)}</TableCell>
                <TableCell>{when(session.lastSeenAt)}</TableCell>
                <TableCell align="right">
                  {!session.current && (
                    <Button
                      size="small"
                      color="secondary"
                      aria-label={t('sessions.revokeLabel', { started: when(session.createdAt) })}
                      onClick={() => void end(session)}
                    >
                      {t('sessions.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {sessions.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography variant="body2">{t('sessions.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.some((session) => !session.current) && (
        <div>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => void endOthers()}
            disabled={revokeOthers.isPending}
          >
            {t('sessions.revokeOthers')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
