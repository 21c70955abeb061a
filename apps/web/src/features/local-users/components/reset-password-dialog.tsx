import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetStaffPassword, type StaffUser } from '@cmt/contract/endpoints/local-users';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormPasswordField } from '../../../kit/form/form-password-field';
import { useSnackbar } from '../../../kit/snackbar';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useLocalUsersTranslation } from '../hooks/use-local-users-translation';
import { useHeldNotice } from '../../../kit/approvals/use-held-notice';
import { AccountEmailField, emailRefusalOf } from './account-email-field';

const schema = resetStaffPassword.body;

/** Sets a new password for an account (its sessions end). Mounted only while open. */
export function ResetPasswordDialog({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const { t } = useLocalUsersTranslation();
  const snackbar = useSnackbar();
  const reset = useResetStaffPassword(user.id);
  const held = useHeldNotice();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  const [emailRefusal, setEmailRefusal] = useState<string>();

  const submit = handleSubmit(async ({ password }) => {
    try {
      if (!held(await reset.mutateAsync(password))) snackbar.show(t('passwordReset'), 'success');
      onClose();
    } catch (error) {
      const refusal = emailRefusalOf(error);
      if (refusal) {
        setEmailRefusal(refusal);
        return;
      }
      const placed = applyServerErrors(error, setError, {
        fields: ['password'],
        codes: { PERMISSION_ESCALATION: { field: 'password', message: t('permissionEscalation') } },
      });
      if (!placed) snackbar.show(t('resetFailed'), 'error');
    }
  });

  return (
    <FormDialog
      open
      title={t('resetTitle')}
      submitLabel={t('setPassword')}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <AccountEmailField email={user.email} refusal={emailRefusal} />
      <Typography variant="body2" color="text.secondary">
        {t('resetHelp')}
      </Typography>
      <FormPasswordField
        control={control}
        name="password"
        label={t('fields.newPassword')}
        helperText={t('fields.passwordHelp')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
      />
    </FormDialog>
  );
}
