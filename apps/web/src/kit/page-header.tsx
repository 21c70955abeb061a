import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons shown at the end of the header row (after the title in reading order). */
  actions?: ReactNode;
  /** 2 for a section of a page that already has its h1 (a tab). */
  level?: 1 | 2;
}

/** Page title row; actions sit at the inline end, so they mirror in right-to-left. */
export function PageHeader({ title, subtitle, actions, level = 1 }: PageHeaderProps) {
  usePageTitle(level === 1 && typeof title === 'string' ? title : null);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
    >
      <div>
        <Typography variant={level === 1 ? 'h5' : 'h6'} component={level === 1 ? 'h1' : 'h2'}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </div>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/** The browser tab names the page, as its h1 does (the one glossary term of the menu). */
function usePageTitle(page: string | null) {
  const { t } = useTranslation();
  const documentTitle = page === null ? null : t('documentTitle', { page });
  useEffect(() => {
    if (documentTitle === null) return;
    const before = document.title;
    document.title = documentTitle;
    return () => {
      document.title = before;
    };
  }, [documentTitle]);
}
