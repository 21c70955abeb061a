import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StaffUserListItem as StaffUser } from '@cmt/contract/endpoints/local-users';
import { PendingApprovalCaption, PendingApprovalMark } from '../../../kit/approvals/pending-approval';
import { RowAction } from '../../../kit/row-action';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { usePermissionLabel } from '../../../kit/permissions/use-permission-label';
import { useLocalUsersTranslation } from '../hooks/use-local-users-translation';

interface StaffUsersTableProps {
  result: ListResult<StaffUser>;
  state: ListTableState;
  onEdit: (user: StaffUser) => void;
  onResetPassword: (user: StaffUser) => void;
  onResetTwoFactor: (user: StaffUser) => void;
}

const SHOWN_PERMISSIONS = 2;

export function StaffUsersTable({
  result,
  state,
  onEdit,
  onResetPassword,
  onResetTwoFactor,
}: StaffUsersTableProps) {
  const { t } = useLocalUsersTranslation();
  const formatDateTime = useFormatDateTime();
  const permissionLabel = usePermissionLabel();
  const columns: Column<StaffUser>[] = [
    {
      id: 'email',
      label: t('columns.email'),
      sortable: true,
      render: (user) => (
        <>
          <Typography variant="body2" dir="ltr" component="span">
            {user.email}
          </Typography>
          {user.pendingApproval && <PendingApprovalCaption pending={user.pendingApproval} />}
        </>
      ),
    },
    {
      id: 'name',
      label: t('columns.name'),
      sortable: true,
      render: (user) => <span dir="auto">{user.name}</span>,
    },
    {
      id: 'permissions',
      label: t('columns.permissions'),
      render: (user) => (
        <Tooltip title={user.permissions.map(permissionLabel).join(' · ')}>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {user.permissions.slice(0, SHOWN_PERMISSIONS).map((key) => (
              <Chip key={key} size="small" variant="outlined" label={<bdi>{permissionLabel(key)}</bdi>} />
            ))}
            <Typography variant="caption" color="text.secondary">
              {t('permissionCount', { count: user.permissions.length })}
            </Typography>
          </Stack>
        </Tooltip>
      ),
    },
    {
      id: 'lastLoginAt',
      label: t('columns.lastLoginAt'),
      sortable: true,
      render: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('never')),
    },
    {
      id: 'status',
      label: t('columns.status'),
      render: (user) => (
        <Chip
          size="small"
          label={user.isActive ? t('status.active') : t('status.disabled')}
          color={user.isActive ? 'success' : 'default'}
          variant={user.isActive ? 'outlined' : 'filled'}
        />
      ),
    },
    {
      id: 'actions',
      label: t('columns.actions'),
      align: 'end',
      render: (user) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <RowAction
            label={t('edit', { email: user.email })}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(user)}
          />
          {user.pendingApproval ? (
            <PendingApprovalMark pending={user.pendingApproval} />
          ) : (
            <>
              <RowAction
                label={t('resetPasswordFor', { email: user.email })}
                icon={<LockResetIcon fontSize="small" />}
                onClick={() => onResetPassword(user)}
              />
              <RowAction
                label={t('resetTwoFactorFor', { email: user.email })}
                icon={<PhonelinkLockIcon fontSize="small" />}
                onClick={() => onResetTwoFactor(user)}
              />
            </>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(user) => user.id}
      emptyText={t('empty')}
    />
  );
}
