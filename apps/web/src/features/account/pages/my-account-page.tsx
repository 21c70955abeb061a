import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../kit/page-header';
import { PageSpinner } from '../../../kit/page-spinner';
import { useMyAccount } from '../api/my-account';
import { PasswordSection } from '../components/password-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { useAccountTranslation } from '../hooks/use-account-translation';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /app/account, for every signed-in staff member: password, two-step verification, sessions. */
export default function MyAccountPage() {
  const { t } = useAccountTranslation();
  const account = useMyAccount();
  if (account.isPending) return <PageSpinner />;
  if (account.isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  const me = account.data;
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          <>
            {me.name} · <bdi dir="ltr">{me.email}</bdi>
          </>
        }
      />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <Section title={t('password.title')}>
          {me.hasPassword ? (
            <PasswordSection />
          ) : (
            <Typography variant="body2">{t('password.googleOnly')}</Typography>
          )}
        </Section>
        <Section title={t('twoFactor.title')}>
          <TwoFactorSection
            enabled={me.totpEnabled}
            required={me.totpRequired}
            hasPassword={me.hasPassword}
          />
        </Section>
        <Section title={t('sessions.title')}>
          <SessionsSection />
        </Section>
      </Stack>
    </>
  );
}
