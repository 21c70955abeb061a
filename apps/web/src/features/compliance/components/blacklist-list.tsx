import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { listBlacklist, type BlacklistEntry } from '@cmt/contract/endpoints/compliance';
import { DataTable, type Column } from '../../../components/data-table';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { RowAction } from '../../../components/row-action';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useFormatDate } from '../../../components/use-format-date-time';
import { useListScreen } from '../../../components/use-list-screen';
import { usePatternsTranslation } from '../../../components/use-patterns-translation';
import { useBlacklistSources, useRemoveBlacklistEntry } from '../api/blacklist';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

/** The filter value of "every source" (an empty value would leave the select blank). */
const ALL = '*';

/** The current AML list: search by whole national id or name, filter by source, take an entry off with a reason. */
export function BlacklistList() {
  const { t } = useComplianceTranslation();
  const patterns = usePatternsTranslation();
  const formatDate = useFormatDate();
  const list = useListScreen(listBlacklist, { loadError: t('blacklist.loadError') });
  const sources = useBlacklistSources();
  const removal = useRemoveBlacklistEntry();
  const reason = useRef('');
  const [typed, setTyped] = useState('');
  const remove = useConfirmedAction<BlacklistEntry>({
    run: (entry) => removal.mutateAsync({ id: entry.id, reason: reason.current }),
    success: t('blacklist.removed'),
    failure: () => t('blacklist.removeFailed'),
  });
  const titleId = useId();
  const columns: Column<BlacklistEntry>[] = [
    {
      id: 'nationalId',
      label: t('blacklist.columns.nationalId'),
      render: (entry) => <bdi dir="ltr">{entry.nationalIdMasked}</bdi>,
    },
    {
      id: 'name',
      label: t('blacklist.columns.name'),
      sortable: true,
      render: (entry) => <bdi>{entry.name}</bdi>,
    },
    {
      id: 'reason',
      label: t('blacklist.columns.reason'),
      render: (entry) => (
        <Typography variant="body2" dir="auto" sx={{ maxWidth: 360 }}>
          {entry.reason}
        </Typography>
      ),
    },
    { id: 'source', label: t('blacklist.columns.source'), render: (entry) => entry.sourceList },
    {
      id: 'listedOn',
      label: t('blacklist.columns.listedOn'),
      sortable: true,
      render: (entry) => formatDate(entry.listedOn),
    },
    {
      id: 'customer',
      label: t('blacklist.columns.customer'),
      render: (entry) =>
        entry.customerUserId ? (
          <Typography variant="body2" color="error.main">
            {t('blacklist.customer', { id: entry.customerUserId })}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('blacklist.notCustomer')}
          </Typography>
        ),
    },
    {
      id: 'actions',
      label: t('blacklist.columns.actions'),
      align: 'end',
      render: (entry) => (
        <RowAction
          label={t('blacklist.remove', { name: entry.name })}
          icon={<PlaylistRemoveIcon fontSize="small" />}
          onClick={() => {
            setTyped('');
            remove.ask(entry);
          }}
        />
      ),
    },
  ];
  const target = remove.target;
  return (
    <>
      <ListToolbar
        search={{
          value: list.query.q ?? '',
          onChange: (value) => list.setFilter('q', value || undefined),
          label: t('blacklist.search'),
        }}
        filters={
          <FilterSelect
            label={t('blacklist.source')}
            value={list.query.sourceList ?? ALL}
            options={[
              { value: ALL, label: t('blacklist.allSources') },
              ...(sources.data ?? []).map((source) => ({
                value: source.sourceList,
                label: `${source.sourceList} (${source.count})`,
              })),
            ]}
            onChange={(value) => list.setFilter('sourceList', value === ALL ? undefined : value)}
          />
        }
      />
      <DataTable
        label={t('blacklist.tableLabel')}
        columns={columns}
        result={list.result}
        state={list.table}
        getRowId={(entry) => entry.id}
        emptyText={t('blacklist.empty')}
      />
      <Dialog
        open={remove.dialog.open}
        onClose={remove.dialog.busy ? undefined : remove.dialog.onClose}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim().length < 3) return;
            reason.current = typed.trim();
            remove.dialog.onConfirm();
          }}
        >
          <DialogTitle id={titleId}>{t('blacklist.removeTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                {target &&
                  t('blacklist.removeMessage', {
                    name: target.name,
                    nationalId: target.nationalIdMasked,
                    source: target.sourceList,
                  })}
              </DialogContentText>
              <TextField
                autoFocus
                required
                label={t('blacklist.removeReason')}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={remove.dialog.onClose} disabled={remove.dialog.busy}>
              {patterns.t('confirm.cancel')}
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              loading={remove.dialog.busy}
              disabled={typed.trim().length < 3}
            >
              {t('blacklist.removeConfirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
