import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpEnrolment } from '@cmt/contract/endpoints/auth';
import { fieldMessage, type FieldMessageKey, type FieldMessageParams } from '@cmt/contract/field-messages';
import { useErrorText } from '../../../kit/form/use-error-text';
import { ApiError, isRateLimited } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useConfirmTotp, useEnrolTotp, useRemoveTotp } from '../api/two-factor';
import { useAccountTranslation } from '../hooks/use-account-translation';

/** The first field issue of a 400 as translated text (its contract message key), else null. */
function useIssueText() {
  const errorText = useErrorText();
  return (error: unknown): string | null => {
    if (!(error instanceof ApiError) || error.status !== 400) return null;
    const [issue] =
      (error.details as
        { message: string; key?: FieldMessageKey; params?: FieldMessageParams }[] | undefined) ?? [];
    if (!issue) return null;
    const message = issue.key ? fieldMessage(issue.key, issue.params) : issue.message;
    return errorText({ type: 'server', message }) ?? null;
  };
}

/** The new secret as an authenticator app reads it (QR code made by the server), the key, the recovery codes. */
function Enrolment({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useAccountTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('twoFactor.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={t('twoFactor.qrAlt')}
        width={200}
        height={200}
        sx={{ bgcolor: '#fff', borderRadius: 1, alignSelf: 'flex-start' }}
      />
      <Typography variant="body2">
        {t('twoFactor.key')}:{' '}
        <Box component="code" dir="ltr" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Box>
      </Typography>
      <div>
        <Typography variant="subtitle2" component="h3">
          {t('twoFactor.recoveryTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('twoFactor.recoveryHint')}
        </Typography>
        <Box
          component="ul"
          dir="ltr"
          aria-label={t('twoFactor.recoveryTitle')}
          sx={{
            listStyle: 'none',
            p: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, max-content)',
            columnGap: 4,
            fontFamily: 'monospace',
          }}
        >
          {enrolment.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </div>
    </Stack>
  );
}

/** Turn two-factor on (enrol, then confirm with a code) or off (with my password). */
export function TwoFactorSection({
  enabled,
  required,
  hasPassword,
}: {
  enabled: boolean;
  required: boolean;
  hasPassword: boolean;
}) {
  const { t } = useAccountTranslation();
  const { t: common } = useTranslation('common');
  const snackbar = useSnackbar();
  const issueText = useIssueText();
  const enrol = useEnrolTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  if (!hasPassword) return <Typography variant="body2">{t('twoFactor.localOnly')}</Typography>;

  const start = async () => {
    try {
      setEnrolment(await enrol.mutateAsync());
    } catch {
      snackbar.show(t('twoFactor.failed'), 'error');
    }
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await confirm.mutateAsync(code);
      setEnrolment(null);
      setCode('');
      setCodeError(null);
      snackbar.show(t('twoFactor.enabled'), 'success');
    } catch (error) {
      const text = issueText(error);
      if (text) setCodeError(text);
      else snackbar.show(t('twoFactor.failed'), 'error');
    }
  };
  const submitRemoval = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync(password);
      setRemoving(false);
      setPassword('');
      snackbar.show(t('twoFactor.removed'), 'success');
    } catch (error) {
      if (isRateLimited(error)) return snackbar.show(common('signIn.tooManyAttempts'), 'error');
      const text = issueText(error);
      if (text) setPasswordError(text);
      else snackbar.show(t('twoFactor.failed'), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {t(enabled ? 'twoFactor.on' : 'twoFactor.off')} {required ? t('twoFactor.required') : ''}
      </Typography>
      {!enabled && !enrolment && (
        <div>
          <Button variant="contained" onClick={() => void start()} disabled={enrol.isPending}>
            {t('twoFactor.enrol')}
          </Button>
        </div>
      )}
      {!enabled && enrolment && (
        <>
          <Enrolment enrolment={enrolment} />
          <Stack
            component="form"
            noValidate
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
            onSubmit={(event) => void submitCode(event)}
          >
            <TextField
              label={t('twoFactor.code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(codeError)}
              helperText={codeError ?? ' '}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 7 } }}
            />
            <Button type="submit" variant="contained" disabled={confirm.isPending} sx={{ mt: 1 }}>
              {t('twoFactor.confirm')}
            </Button>
          </Stack>
        </>
      )}
      {enabled && !required && (
        <div>
          <Button variant="outlined" color="secondary" onClick={() => setRemoving(true)}>
            {t('twoFactor.remove')}
          </Button>
        </div>
      )}
      {enabled && required && <Alert severity="info">{t('twoFactor.required')}</Alert>}
      <Dialog open={removing} onClose={() => setRemoving(false)} maxWidth="xs" fullWidth>
        <form noValidate onSubmit={(event) => void submitRemoval(event)}>
          <DialogTitle>{t('twoFactor.removeTitle')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('twoFactor.removeHelp')}
            </Typography>
            <TextField
              type="password"
              fullWidth
              label={t('password.current')}
              value={password}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(passwordError)}
              helperText={passwordError ?? ' '}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(false)}>{t('twoFactor.cancel')}</Button>
            <Button type="submit" variant="contained" color="secondary" disabled={remove.isPending}>
              {t('twoFactor.remove')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
