import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/unread-stream';

// The panel (its list and the words of each kind) loads on first use, outside every page's bundle.
const NotificationPanel = lazy(() => import('./notification-panel'));

/** The app bar's bell: the unread count, live; opens the notifications panel. */
export function NotificationBell() {
  // The app bar's words are the shell's (`common`): the notifications strings come with the panel.
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const label = t('appBar.notifications', { count: unread ?? 0 });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="notification-bell"
          onClick={(event) => {
            setLoaded(true);
            setAnchor(event.currentTarget);
          }}
          sx={{ flexShrink: 0 }}
        >
          <Badge badgeContent={unread ?? 0} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
