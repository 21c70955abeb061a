import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { FeatureFlagsGate } from '../../lib/feature-flags';
import { queryClient } from '../../lib/query-client';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { SnackbarProvider } from '../../kit/snackbar';
import { MuiSnackbarView } from '../../kit/snackbar-view';
import { Themed } from '../../lib/themed';
import { SearchButton } from '../../features/customers/components/search-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AppDrawer } from './app-drawer';
import { LanguageMenu } from './language-menu';
import { SessionWarning, signOut } from './session-warning';
import { useFocusReturn } from './use-focus-return';

/**
 * /app: app bar, side menu and content; feature flags load before anything renders (docs/requirements.md §P2).
 * MUI and TanStack Query enter here, never on the sign-in route. On a phone (under 600 px) the app
 * bar still fits: the title shortens with an ellipsis, the language choice narrows and Logout is an
 * icon button named by its aria-label. My account is an icon button beside it (in the side menu on a
 * phone); two minutes before the session ends, a warning offers to stay signed in. A closed dialog
 * gives the focus back to what opened it (use-focus-return.ts).
 */
export default function AppLayout() {
  const { t } = useTranslation();
  const { appName } = useRuntimeConfig();
  const logout = () => void signOut();
  const [menuOpen, setMenuOpen] = useState(false);
  useFocusReturn();

  return (
    <QueryClientProvider client={queryClient}>
      <Themed kind="app">
        <SnackbarProvider view={MuiSnackbarView}>
          <FeatureFlagsGate>
            <AppBar position="sticky" color="default" enableColorOnDark>
              <Toolbar
                sx={{
                  gap: { xs: 0.5, sm: 1 },
                  // On a phone the icon buttons (menu, search, notifications, my account) sit closer.
                  '& .MuiIconButton-root': { p: { xs: 0.75, sm: 1 } },
                }}
              >
                <IconButton
                  edge="start"
                  color="inherit"
                  aria-label={t('appBar.openMenu')}
                  onClick={() => setMenuOpen(true)}
                >
                  <MenuIcon />
                </IconButton>
                <Typography
                  variant="h6"
                  component="div"
                  noWrap
                  sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }}
                >
                  {t('appBar.title', { appName: appName.toUpperCase() })}
                </Typography>
                <SearchButton />
                <NotificationBell />
                <LanguageMenu />
                <Tooltip title={t('appBar.myAccount')}>
                  <IconButton
                    color="inherit"
                    component={RouterLink}
                    to="/app/account"
                    aria-label={t('appBar.myAccount')}
                    // On a phone My account is in the side menu, so the title keeps room.
                    sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
                  >
                    <AccountCircleIcon />
                  </IconButton>
                </Tooltip>
                <Button
                  color="secondary"
                  variant="contained"
                  startIcon={<LogoutIcon />}
                  onClick={logout}
                  sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
                >
                  {t('appBar.logout')}
                </Button>
                <Tooltip title={t('appBar.logout')}>
                  <IconButton
                    edge="end"
                    color="secondary"
                    aria-label={t('appBar.logout')}
                    onClick={logout}
                    sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
                  >
                    <LogoutIcon />
                  </IconButton>
                </Tooltip>
              </Toolbar>
            </AppBar>
            <AppDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
            <SessionWarning />
            <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
              <Outlet />
            </Box>
          </FeatureFlagsGate>
        </SnackbarProvider>
      </Themed>
    </QueryClientProvider>
  );
}
