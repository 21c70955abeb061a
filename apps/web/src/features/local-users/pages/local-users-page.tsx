import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  listStaffUsers,
  type StaffUserListItem,
  exportStaffUsers,
} from '@cmt/contract/endpoints/local-users';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { ApiError } from '../../../lib/api-client';
import { useResetStaffTwoFactor } from '../api/reset-staff-two-factor';
import { CreateStaffUserDialog } from '../components/create-staff-user-dialog';
import { EditStaffUserDialog } from '../components/edit-staff-user-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { StaffUsersTable } from '../components/staff-users-table';
import { useLocalUsersTranslation } from '../hooks/use-local-users-translation';

const statuses = listStaffUsers.query.shape.status.unwrap().options;

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'reset'; user: StaffUserListItem } | null;

export default function LocalUsersPage() {
  const { t } = useLocalUsersTranslation();
  const list = useListScreen(listStaffUsers, { defaults: { order: 'asc' }, loadError: t('loadFailed') });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const twoFactor = useResetStaffTwoFactor();
  const twoFactorReset = useConfirmedAction<StaffUserListItem>({
    run: (user) => twoFactor.mutateAsync(user.id),
    success: (user) => t('twoFactorReset', { email: user.email }),
    failure: (error) => {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'TWO_FACTOR_OFF') return t('twoFactorOff');
      if (code === 'SELF_EDIT') return t('twoFactorOwn');
      if (code === 'PERMISSION_ESCALATION') return t('permissionEscalation');
      return t('twoFactorResetFailed');
    },
  });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        exportCsv={{ endpoint: exportStaffUsers, list: list }}
        search={{
          value: list.query.q ?? '',
          onChange: (q) => list.setFilter('q', q),
          label: t('searchLabel'),
        }}
        filters={
          <FilterSelect
            label={t('filters.status')}
            value={list.query.status}
            options={statuses.map((value) => ({ value, label: t(`filters.${value}`) }))}
            onChange={(status) => list.setFilter('status', status)}
          />
        }
        action={
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('newAccount')}
          </Button>
        }
      />
      <StaffUsersTable
        result={list.result}
        state={list.table}
        onEdit={(user) => setDialog({ kind: 'edit', user })}
        onResetPassword={(user) => setDialog({ kind: 'reset', user })}
        onResetTwoFactor={twoFactorReset.ask}
      />
      <ConfirmDialog
        {...twoFactorReset.dialog}
        title={t('resetTwoFactorTitle')}
        message={t('resetTwoFactorConfirm', { email: twoFactorReset.target?.email ?? '' })}
        confirmLabel={t('resetTwoFactor')}
      />
      {dialog?.kind === 'create' && <CreateStaffUserDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditStaffUserDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
    </>
  );
}
