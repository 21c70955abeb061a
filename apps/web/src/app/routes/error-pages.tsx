import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Themed } from '../../lib/themed';

function ErrorPage({ titleKey }: { titleKey: 'errors.notFoundTitle' | 'errors.unauthorizedTitle' }) {
  const { t } = useTranslation();
  return (
    <Themed kind="app">
      <Container component="main" maxWidth="md" sx={{ py: 12 }}>
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h3" component="h1">
            {t(titleKey)}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary">
            {t('errors.hint')}
          </Typography>
          <Button component={Link} to="/app" variant="contained">
            {t('errors.dashboard')}
          </Button>
        </Stack>
      </Container>
    </Themed>
  );
}

export function NotFoundPage() {
  return <ErrorPage titleKey="errors.notFoundTitle" />;
}

export function UnauthorizedPage() {
  return <ErrorPage titleKey="errors.unauthorizedTitle" />;
}
