import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import {
  listBlacklist,
  removeBlacklistEntry,
  type BlacklistEntry,
  exportBlacklist,
} from '@cmt/contract/endpoints/compliance';
import { DataTable, type Column } from '../../../kit/data-table';
import { FilterSelect } from '../../../kit/filter-select';
import { ReasonDialog } from '../../../kit/form/reason-dialog';
import { ListToolbar } from '../../../kit/list-toolbar';
import { RowAction } from '../../../kit/row-action';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useListScreen } from '../../../kit/use-list-screen';
import { PendingApprovalCaption, PendingApprovalMark } from '../../../kit/approvals/pending-approval';
import { useBlacklistSources, useRemoveBlacklistEntry } from '../api/blacklist';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';
import { useAmlSource } from '../../../kit/use-aml-source';

/** The filter value of "every source" (an empty value would leave the select blank). */
const ALL = '*';

/** The current AML list: search by whole national id or name, filter by source, take an entry off with a reason. */
export function BlacklistList() {
  const { t } = useComplianceTranslation();
  const formatDate = useFormatDate();
  const list = useListScreen(listBlacklist, { loadError: t('blacklist.loadError') });
  const sources = useBlacklistSources();
  const amlSource = useAmlSource();
  const removal = useRemoveBlacklistEntry();
  /** The reason typed in the dialog, for the removal it confirms. */
  const reason = useRef('');
  const remove = useConfirmedAction<BlacklistEntry>({
    run: (entry) => removal.mutateAsync({ id: entry.id, reason: reason.current }),
    success: t('blacklist.removed'),
    failure: () => t('blacklist.removeFailed'),
  });
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
      render: (entry) => (
        <>
          <bdi>{entry.name}</bdi>
          {entry.pendingApproval && <PendingApprovalCaption pending={entry.pendingApproval} />}
        </>
      ),
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
    { id: 'source', label: t('blacklist.columns.source'), render: (entry) => amlSource(entry.sourceList) },
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
      render: (entry) =>
        entry.pendingApproval ? (
          <PendingApprovalMark pending={entry.pendingApproval} />
        ) : (
          <RowAction
            label={t('blacklist.remove', { name: entry.name })}
            icon={<PlaylistRemoveIcon fontSize="small" />}
            onClick={() => remove.ask(entry)}
          />
        ),
    },
  ];
  const target = remove.target;
  return (
    <>
      <ListToolbar
        exportCsv={{ endpoint: exportBlacklist, list: list }}
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
                label: `${amlSource(source.sourceList)} (${source.count})`,
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
      <ReasonDialog
        open={remove.dialog.open}
        title={t('blacklist.removeTitle')}
        message={
          target &&
          t('blacklist.removeMessage', {
            name: target.name,
            nationalId: target.nationalIdMasked,
            source: amlSource(target.sourceList),
          })
        }
        label={t('blacklist.removeReason')}
        submitLabel={t('blacklist.removeConfirm')}
        busy={remove.dialog.busy}
        schema={removeBlacklistEntry.body}
        onConfirm={(typed) => {
          reason.current = typed;
          remove.dialog.onConfirm();
        }}
        onClose={remove.dialog.onClose}
      />
    </>
  );
}
