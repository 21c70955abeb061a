import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { Notification } from '@cmt/contract/endpoints/notifications';
import { Link as RouterLink } from 'react-router';
import { useApprovalWords } from '../../../kit/approvals/use-approval-words';
import { formatDateTime } from '../../../lib/dates';
import { useNotifications, useReadAllNotifications, useReadNotification } from '../api/notifications';
import { useNotificationsTranslation } from '../hooks/use-notifications-translation';
import { notificationLink } from '../notification-links';
import { wordNotification } from '../notification-words';

/**
 * The bell's panel (lazy-loaded): the newest notifications, each worded from its kind and params and
 * linking to the record it names.
 */
export default function NotificationPanel({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t, i18n } = useNotificationsTranslation();
  const approvalWords = useApprovalWords();
  const list = useNotifications(anchor !== null);
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const items = list.data?.items ?? [];
  /** The sentence, as a link to the record it names where it names one (opening it reads it). */
  const words = (n: Notification) => {
    const sentence = wordNotification(t, approvalWords, i18n.language, n);
    const to = notificationLink(n);
    if (!to) return sentence;
    return (
      <Link
        component={RouterLink}
        to={to}
        color="inherit"
        underline="hover"
        onClick={() => {
          if (n.readAt === null) readOne.mutate(n.id);
          onClose();
        }}
      >
        {sentence}
      </Link>
    );
  };
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: { width: 380, maxWidth: '95vw' },
          role: 'dialog',
          'aria-labelledby': 'notifications-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1, gap: 1 }}>
        <Typography id="notifications-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button
          size="small"
          disabled={(list.data?.unread ?? 0) === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('readAll')}
        </Button>
      </Box>
      {list.isPending && <LinearProgress />}
      {list.isError && <Alert severity="error">{t('failed')}</Alert>}
      {list.isSuccess && items.length === 0 && (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {t('none')}
        </Typography>
      )}
      <List dense sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {items.map((n) => (
          <ListItem
            key={n.id}
            divider
            data-unread={n.readAt === null}
            sx={{ gap: 1, alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={words(n)}
              secondary={formatDateTime(i18n.language, n.createdAt)}
              slotProps={{ primary: { sx: { fontWeight: n.readAt === null ? 600 : 400 } } }}
            />
            {n.readAt === null && (
              <Button size="small" sx={{ flexShrink: 0, mt: 0.5 }} onClick={() => readOne.mutate(n.id)}>
                {t('markRead')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </Popover>
  );
}
