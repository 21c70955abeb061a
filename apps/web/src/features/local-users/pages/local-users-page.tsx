import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  listStaffUsers,
  type StaffUserListItem,
  exportStaffUsers,
} from '@cmt/contract/endpoints/local-users';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useListScreen } from '../../../components/use-list-screen';
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
      />
      {dialog?.kind === 'create' && <CreateStaffUserDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditStaffUserDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
    </>
  );
}
