import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client';
import { logout, renewSession, sessionDeadline } from '../../lib/session';
import { useSnackbar } from '../../kit/snackbar';
import { loadAuthEndpoints } from '../routes/auth/load-auth-endpoints';

/** The warning opens this long before the session would end. */
const WARNING_MS = 2 * 60_000;

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Signs out on the server too (the session row ends), then here; signed out here whatever happens. */
export async function signOut(): Promise<void> {
  try {
    // Loaded when used: the auth endpoints' schemas stay out of every page's first load.
    const { logout: logoutEndpoint } = await loadAuthEndpoints();
    await callApi(logoutEndpoint);
  } catch {
    // Already ended, or the server is unreachable: signed out here all the same.
  }
  logout();
}

/**
 * Two minutes before the session ends (its token's expiry, or the idle timeout since the last API
 * call of any tab), a dialog counts down with "Stay signed in" (a new token for the same session,
 * which replaces the old one: the server refuses that from then on) instead of a silent logout; at
 * zero the user is signed out.
 */
export function SessionWarning() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const deadline = sessionDeadline();
  const left = deadline === null ? null : deadline - now;
  useEffect(() => {
    if (left !== null && left <= 0) logout();
  }, [left]);

  const stay = async () => {
    setBusy(true);
    try {
      // One tab at a time; the new token replaces the old one in every tab (lib/session.ts).
      const { refreshSession } = await loadAuthEndpoints();
      await renewSession(() => callApi(refreshSession, { renewal: true }));
      setNow(Date.now());
    } catch {
      snackbar.show(t('errors.generic'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const open = left !== null && left > 0 && left <= WARNING_MS;
  return (
    <Dialog open={open} aria-labelledby="session-warning-title" aria-describedby="session-warning-text">
      <DialogTitle id="session-warning-title">{t('sessionWarning.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-warning-text">
          {t('sessionWarning.message', { time: clock(left ?? 0) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()}>{t('sessionWarning.signOut')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void stay()}>
          {t('sessionWarning.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
