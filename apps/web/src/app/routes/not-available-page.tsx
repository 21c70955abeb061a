import { menuGroups } from '@cmt/contract/menu';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';

function menuTitleOf(routeId: string): string | undefined {
  for (const group of menuGroups) {
    const item = group.items.find(({ route }) => route === routeId);
    if (item) return item.title;
  }
  return undefined;
}

/** Stands in for a screen that is not built yet, so every enabled route leads somewhere real. */
export default function NotAvailablePage({ routeId }: { routeId: string }) {
  const { t } = useTranslation();
  const title = menuTitleOf(routeId);
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto', mt: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1">
          {t('notAvailable.title')}
        </Typography>
        <Typography>
          {title ? t('notAvailable.named', { title: t(`menu.${title}`) }) : t('notAvailable.unnamed')}
        </Typography>
        <Typography color="text.secondary">{t('notAvailable.hint')}</Typography>
      </Stack>
    </Paper>
  );
}
