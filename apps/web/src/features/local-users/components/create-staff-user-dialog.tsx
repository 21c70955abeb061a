import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffUserCreate, type StaffUserCreate } from '@cmt/contract/endpoints/local-users';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormPasswordField } from '../../../kit/form/form-password-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useSnackbar } from '../../../kit/snackbar';
import { useCreateStaffUser } from '../api/create-staff-user';
import { useLocalUsersTranslation } from '../hooks/use-local-users-translation';
import { PermissionPicker } from './permission-picker';
import { useHeldNotice } from '../../../kit/approvals/use-held-notice';

/** "New account": email, name, a first password and permissions. Mounted only while open. */
export function CreateStaffUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLocalUsersTranslation();
  const snackbar = useSnackbar();
  const create = useCreateStaffUser();
  const held = useHeldNotice();
  const { control, handleSubmit, setError, formState } = useForm<StaffUserCreate>({
    resolver: zodResolver(staffUserCreate),
    defaultValues: { email: '', name: '', password: '', permissions: [] },
  });

  // An account without permissions can sign in but open nothing: ask before creating one.
  const [confirmEmpty, setConfirmEmpty] = useState<StaffUserCreate | null>(null);

  const save = async (input: StaffUserCreate) => {
    try {
      if (!held(await create.mutateAsync(input))) snackbar.show(t('created'), 'success');
      onClose();
    } catch (error) {
      const placed = applyServerErrors(error, setError, {
        fields: ['email', 'name', 'password', 'permissions'],
        codes: {
          DUPLICATE_EMAIL: { field: 'email', message: t('duplicateEmail') },
          PERMISSION_ESCALATION: { field: 'permissions', message: t('permissionEscalation') },
        },
      });
      if (!placed) snackbar.show(t('saveFailed'), 'error');
    }
  };
  const submit = handleSubmit(async (input) => {
    if (input.permissions.length === 0) setConfirmEmpty(input);
    else await save(input);
  });

  return (
    <FormDialog
      open
      title={t('createTitle')}
      submitLabel={t('create')}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField
        control={control}
        name="email"
        label={t('fields.email')}
        type="email"
        required
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormTextField control={control} name="name" label={t('fields.name')} required autoComplete="off" />
      <FormPasswordField
        control={control}
        name="password"
        label={t('fields.password')}
        helperText={t('fields.passwordHelp')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
      />
      <PermissionPicker control={control} name="permissions" />
      <ConfirmDialog
        open={confirmEmpty !== null}
        title={t('noPermissionsTitle')}
        message={t('noPermissionsMessage')}
        confirmLabel={t('create')}
        destructive={false}
        onConfirm={() => {
          const input = confirmEmpty!;
          setConfirmEmpty(null);
          void save(input);
        }}
        onClose={() => setConfirmEmpty(null)}
      />
    </FormDialog>
  );
}
