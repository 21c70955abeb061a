import DevicesIcon from '@mui/icons-material/Devices';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { useFeatureTranslation } from '../../../lib/i18n';
import { useSnackbar } from '../../../kit/snackbar';
import { browserOf } from '../../../lib/user-agent';
import { useRevokeStaffSession, useStaffSessions } from '../api/staff-sessions';
import { staffSessionsLocales } from '../sessions-locales';
import { PageSpinner } from '../../../kit/page-spinner';
import { HiddenHeaderCell } from '../../../kit/hidden-header-cell';

/**
 * A staff account's open sessions in its edit dialog (manage-cmt, as the dialog): browser, address,
 * start and last use, each with Sign out (ended on every server at once). Loaded when opened.
 */
export function StaffSessionsPanel({ staffId }: { staffId: number }) {
  const { t, i18n } = useFeatureTranslation(staffSessionsLocales);
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const sessions = useStaffSessions(staffId, open);
  const revoke = useRevokeStaffSession(staffId);
  const when = (iso: string) => formatDateTime(i18n.language, iso);

  const end = async (sessionId: number) => {
    try {
      await revoke.mutateAsync(sessionId);
      snackbar.show(t('revoked'), 'success');
    } catch {
      snackbar.show(t('failed'), 'error');
    }
  };

  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      variant="outlined"
      disableGutters
      sx={{ mt: 2 }}
      // The summary is the panel's heading: an h2 under the page's h1 (MUI's default h3 broke the order).
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DevicesIcon fontSize="small" color="action" />
          <Typography component="span" variant="subtitle1">
            {t('title')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {sessions.isPending && <PageSpinner size="small" label={t('title')} />}
        {sessions.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {sessions.isSuccess && sessions.data.length === 0 && (
          <Typography variant="body2">{t('empty')}</Typography>
        )}
        {sessions.isSuccess && sessions.data.length > 0 && (
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('browser')}</TableCell>
                <TableCell>{t('address')}</TableCell>
                <TableCell>{t('started')}</TableCell>
                <TableCell>{t('lastSeen')}</TableCell>
                <HiddenHeaderCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((session) => (
                <TableRow key={session.id}>
                  <TableCell title={session.userAgent}>
                    {browserOf(session.userAgent) ?? t('unknownBrowser')}
                  </TableCell>
                  <TableCell>
                    <bdi dir="ltr">{session.ip}</bdi>
                  </TableCell>
                  <TableCell>{when(session.createdAt)}</TableCell>
                  <TableCell>{when(session.lastSeenAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="secondary"
                      aria-label={t('revokeLabel', { started: when(session.createdAt) })}
                      disabled={revoke.isPending}
                      onClick={() => void end(session.id)}
                    >
                      {t('revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
