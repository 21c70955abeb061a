import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  staffUserUpdate,
  type StaffUser,
  type StaffUserListItem,
  type StaffUserUpdate,
} from '@cmt/contract/endpoints/local-users';
import { PendingApprovalNotice } from '../../../kit/approvals/pending-approval';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormSwitchField } from '../../../kit/form/form-switch-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { ApiError, isStaleRecord } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useUpdateStaffUser } from '../api/update-staff-user';
import { useLocalUsersTranslation } from '../hooks/use-local-users-translation';
import { AccountEmailField, emailRefusalOf } from './account-email-field';
import { PermissionPicker } from './permission-picker';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { MakerRequestsPanel } from './maker-requests-panel';
import { StaffSessionsPanel } from './staff-sessions-panel';
import { useHeldNotice } from '../../../kit/approvals/use-held-notice';

/** Name, permissions and the active switch (off = disable the account). Mounted only while open. */
export function EditStaffUserDialog({
  user,
  onClose,
}: {
  /** The account, with its held grant or reset when the list gave it. */
  user: StaffUser & Partial<Pick<StaffUserListItem, 'pendingApproval'>>;
  onClose: () => void;
}) {
  const { t } = useLocalUsersTranslation();
  const snackbar = useSnackbar();
  const patterns = usePatternsTranslation();
  const update = useUpdateStaffUser(user.id, user.version);
  const held = useHeldNotice();
  const { control, handleSubmit, setError, formState } = useForm<StaffUserUpdate>({
    resolver: zodResolver(staffUserUpdate),
    defaultValues: { name: user.name, permissions: user.permissions, isActive: user.isActive },
  });

  // Turning the switch off is the "Disable account" action: the button says so.
  const isActive = useWatch({ control, name: 'isActive' });
  const disabling = user.isActive && !isActive;
  // An account outside the two company domains may only be disabled: the server says so on the email.
  const [emailRefusal, setEmailRefusal] = useState<string>();

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      if (held(saved)) {
        onClose();
        return;
      }
      snackbar.show(user.isActive && !saved.isActive ? t('disabled') : t('updated'), 'success');
      onClose();
    } catch (error) {
      if (isStaleRecord(error)) {
        snackbar.show(patterns.t('stale.listChanged'), 'warning');
        onClose();
        return;
      }
      const refusal = emailRefusalOf(error);
      if (refusal) {
        setEmailRefusal(refusal);
        return;
      }
      if (error instanceof ApiError && error.code === 'SELF_EDIT') {
        snackbar.show(t('selfEdit'), 'error');
        return;
      }
      if (error instanceof ApiError && error.code === 'PERMISSION_ESCALATION') {
        snackbar.show(t('permissionEscalation'), 'error');
        return;
      }
      if (error instanceof ApiError && error.code === 'LAST_HOLDER') {
        // The account is the only active one holding some permissions: the server names them.
        const details = error.details as { permissions?: string[] } | undefined;
        snackbar.show(
          t('lastHolder', { email: user.email, permissions: details?.permissions?.join(', ') ?? '' }),
          'error',
        );
        return;
      }
      const placed = applyServerErrors(error, setError, { fields: ['name', 'permissions', 'isActive'] });
      if (!placed) snackbar.show(t('saveFailed'), 'error');
    }
  });

  return (
    <FormDialog
      open
      title={t('editTitle')}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
      submitLabel={disabling ? t('disableAccount') : t('save')}
    >
      {/* A held grant or reset of this account: what waits, who asked (saving other changes stays open). */}
      {user.pendingApproval && <PendingApprovalNotice pending={user.pendingApproval} />}
      {/* What this account asked for that waits: no longer approvable once its access is removed. */}
      <MakerRequestsPanel staffId={user.id} email={user.email} />
      <AccountEmailField email={user.email} refusal={emailRefusal} />
      <FormTextField control={control} name="name" label={t('fields.name')} required autoFocus />
      <FormSwitchField
        control={control}
        name="isActive"
        label={t('fields.isActive')}
        helperText={t('fields.disableHelp')}
      />
      <PermissionPicker control={control} name="permissions" />
      <HistoryPanel type="staff" id={user.email} changeKey={user.version} />
      <StaffSessionsPanel staffId={user.id} />
    </FormDialog>
  );
}
