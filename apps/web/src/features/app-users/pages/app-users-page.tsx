import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import {
  APP_USER_SEARCH_LIMIT,
  blockAppUser,
  searchAppUsers,
  type AppUserStatus,
  type AppUserSummary,
} from '@cmt/contract/endpoints/app-users';
import { BulkActionBar } from '../../../kit/bulk-rows/bulk-action-bar';
import { SelectAllCell, SelectRowCell } from '../../../kit/bulk-rows/selection-cells';
import { useBulkAction } from '../../../kit/bulk-rows/use-bulk-action';
import { useBulkRowsTranslation } from '../../../kit/bulk-rows/use-bulk-rows-translation';
import { useRowSelection } from '../../../kit/bulk-rows/use-row-selection';
import { FilterSelect } from '../../../kit/filter-select';
import { ReasonDialog } from '../../../kit/form/reason-dialog';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { RowAction } from '../../../kit/row-action';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useUrlParam } from '../../../kit/use-url-param';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { blockAppUserRows } from '../api/block-app-users';
import { useAppUserSearch } from '../api/search-app-users';
import { AppUserDrawer } from '../components/app-user-drawer';
import { AppUserStatusChips } from '../components/app-user-status';
import { useAppUsersTranslation } from '../hooks/use-app-users-translation';

type StatusFilter = 'ALL' | AppUserStatus;
const statuses: readonly StatusFilter[] = ['ALL', 'ACTIVE', 'BLOCKED'];
const userId = (user: AppUserSummary) => user.id;
const isActive = (user: AppUserSummary) => user.status === 'ACTIVE';

/**
 * /app/general/users/manage: a search (not a browse of a million customers): the 50 newest matches,
 * the search and the open customer in the URL so a reload or a shared link keeps them.
 */
export default function AppUsersPage() {
  const { t } = useAppUsersTranslation();
  const patterns = usePatternsTranslation();
  const when = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (statuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StatusFilter)
    : 'ALL';
  const [open, setOpen] = useUrlParam('user');
  const set = (key: 'q' | 'status', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '' || (key === 'status' && value === 'ALL')) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const search = useAppUserSearch({ ...(q ? { q } : {}), status }, t('loadError'));
  const items = search.data?.items ?? [];
  // Block the selected active customers with one reason, each as the single block.
  const bulkWords = useBulkRowsTranslation().t;
  const selection = useRowSelection(search.data?.items, userId, { q, status }, isActive);
  const block = useBulkAction<AppUserSummary, string>({
    run: (rows, reason) => blockAppUserRows(rows.map(userId), reason),
    idOf: userId,
    labelOf: (user) => [user.name],
    invalidates: [searchAppUsers.path],
    onFinished: selection.clear,
  });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        search={{ value: q, onChange: (value) => set('q', value), label: t('search') }}
        filters={
          <FilterSelect<StatusFilter>
            label={t('status')}
            value={status}
            options={statuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            onChange={(value) => set('status', value)}
          />
        }
      />
      {search.data?.more && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('more', { count: APP_USER_SEARCH_LIMIT })}
        </Alert>
      )}
      {!q && !search.data?.more && search.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('newest')}
        </Typography>
      )}
      <BulkActionBar count={selection.count} onClear={selection.clear}>
        <Button size="small" color="error" variant="contained" onClick={() => block.ask(selection.rows)}>
          {bulkWords('actions.block')}
        </Button>
      </BulkActionBar>
      <Paper variant="outlined">
        {search.isFetching ? (
          <LinearProgress />
        ) : (
          <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} />
        )}
        {search.isError && (
          <Alert
            severity="error"
            sx={{ borderRadius: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => void search.refetch()}>
                {patterns.t('table.retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        )}
        <TableContainer>
          <Table size="small" aria-label={t('tableLabel')} aria-busy={search.isFetching}>
            <TableHead>
              <TableRow>
                <SelectAllCell selection={selection.table} rows={items} />
                <TableCell>{t('columns.customer')}</TableCell>
                <TableCell>{t('columns.phone')}</TableCell>
                <TableCell>{t('columns.nationalId')}</TableCell>
                <TableCell>{t('columns.status')}</TableCell>
                <TableCell>{t('columns.joined')}</TableCell>
                <TableCell sx={{ textAlign: 'end' }}>{t('columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {search.isPending &&
                Array.from({ length: 5 }, (_, index) => (
                  <TableRow key={index}>
                    <TableCell colSpan={7}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))}
              {!search.isPending && !search.isError && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} align="center" sx={{ py: 6 }}>
                    <Typography color="text.secondary">{t('empty')}</Typography>
                  </TableCell>
                </TableRow>
              )}
              {items.map((user) => (
                <TableRow key={user.id} hover selected={user.id === open || selection.table.isSelected(user)}>
                  <SelectRowCell selection={selection.table} row={user} />
                  <TableCell>
                    <Typography variant="body2" dir="auto">
                      {user.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      #{user.id}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <bdi dir="ltr">{user.phone ?? '—'}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi dir="ltr">{user.nationalIdMasked ?? '—'}</bdi>
                  </TableCell>
                  <TableCell>
                    <AppUserStatusChips status={user.status} blacklisted={user.blacklisted} />
                  </TableCell>
                  <TableCell>{when(user.createdAt)}</TableCell>
                  <TableCell sx={{ textAlign: 'end' }}>
                    <RowAction
                      label={t('open', { name: user.name })}
                      icon={<OpenInNewIcon fontSize="small" />}
                      onClick={() => setOpen(user.id)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <AppUserDrawer userId={open} onClose={() => setOpen(null)} />
      <ReasonDialog
        open={block.target !== null}
        title={bulkWords('actions.blockTitle')}
        message={block.confirmMessage}
        severity="warning"
        label={bulkWords('actions.blockReason')}
        submitLabel={bulkWords('actions.block')}
        busy={block.busy}
        schema={blockAppUser.body}
        onConfirm={block.submit}
        onClose={block.close}
      />
      {block.outcomeDialog}
    </>
  );
}
