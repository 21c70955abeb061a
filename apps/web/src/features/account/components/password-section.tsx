import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeMyPassword } from '@cmt/contract/endpoints/auth';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormPasswordField } from '../../../kit/form/form-password-field';
import { isRateLimited } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useChangeMyPassword } from '../api/change-my-password';
import { useAccountTranslation } from '../hooks/use-account-translation';

/** Change my password: the current one, then a new one of 12+ characters the server finds strong enough. */
export function PasswordSection() {
  const { t } = useAccountTranslation();
  const { t: common } = useTranslation('common');
  const snackbar = useSnackbar();
  const change = useChangeMyPassword();
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(changeMyPassword.body),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      reset();
      snackbar.show(t('password.changed'), 'success');
    } catch (error) {
      if (isRateLimited(error)) return snackbar.show(common('signIn.tooManyAttempts'), 'error');
      const placed = applyServerErrors(error, setError, { fields: ['currentPassword', 'newPassword'] });
      if (!placed) snackbar.show(t('password.failed'), 'error');
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 420 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('password.help')}
      </Typography>
      <FormPasswordField
        control={control}
        name="currentPassword"
        label={t('password.current')}
        autoComplete="current-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
      />
      <FormPasswordField
        control={control}
        name="newPassword"
        label={t('password.new')}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
      />
      <div>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('password.submit')}
        </Button>
      </div>
    </Stack>
  );
}
