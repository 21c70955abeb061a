import { visibleMenu } from '@cmt/contract/menu';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Badge from '@mui/material/Badge';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEnabledAreas, useRuntimeConfig } from '../../lib/runtime-config';
import { useSession } from '../../lib/session';
import { useApprovalCounts } from '../../features/approvals/api/approvals';

const APPROVALS = '/app/approvals';
const ACCOUNT = '/app/account';

/** The Approvals item (four-eyes), for every staff member, with how many wait for their decision. */
function ApprovalsItem({ current, onClose }: { current: boolean; onClose: () => void }) {
  const { t } = useTranslation(); // the shell's words: no approvals strings on every page
  const toDecide = useApprovalCounts().data?.toDecide ?? 0;
  return (
    <List dense>
      <ListItemButton
        component={Link}
        to={APPROVALS}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onClose}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Badge badgeContent={toDecide} color="warning" max={99}>
            <FactCheckIcon fontSize="small" />
          </Badge>
        </ListItemIcon>
        <ListItemText
          primary={t('drawer.approvals')}
          secondary={toDecide > 0 ? t('drawer.approvalsWaiting', { count: toDecide }) : undefined}
        />
      </ListItemButton>
    </List>
  );
}

/** The side menu (docs/requirements.md §P2): groups by area flag, items by permission; choosing an item closes it. */
export function AppDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { environment } = useRuntimeConfig();
  const enabled = useEnabledAreas();
  const { user } = useSession();
  const { pathname } = useLocation();
  const titleId = useId();
  const groups = visibleMenu(user?.permissions, enabled);

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 300 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('drawer.title', { environment })}
        </Typography>
        <IconButton aria-label={t('drawer.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('drawer.navigation')}>
        {user && <ApprovalsItem current={pathname === APPROVALS} onClose={onClose} />}
        {/* On a phone the app bar has no room for My account's icon: it is here instead. */}
        <List dense sx={{ display: { sm: 'none' } }}>
          <ListItemButton
            component={Link}
            to={ACCOUNT}
            selected={pathname === ACCOUNT}
            aria-current={pathname === ACCOUNT ? 'page' : undefined}
            onClick={onClose}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <AccountCircleIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('appBar.myAccount')} />
          </ListItemButton>
        </List>
        {groups.map((group) => (
          <List
            key={group.title}
            dense
            aria-labelledby={`${titleId}-${group.title}`}
            subheader={
              <ListSubheader id={`${titleId}-${group.title}`} sx={{ bgcolor: 'background.paper' }}>
                {t(`menu.${group.title}`)}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <ListItemButton
                key={item.href}
                component={Link}
                to={item.href}
                selected={pathname === item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                onClick={onClose}
              >
                <ListItemText primary={t(`menu.${item.title}`)} />
              </ListItemButton>
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
