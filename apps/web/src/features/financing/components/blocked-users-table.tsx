import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BlockedUser } from '@cmt/contract/endpoints/financing';
import { PendingApprovalCaption, PendingApprovalMark } from '../../../kit/approvals/pending-approval';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { useFinancingTranslation } from '../hooks/use-financing-translation';

interface BlockedUsersTableProps {
  result: ListResult<BlockedUser>;
  state: ListTableState;
  selected: ReadonlySet<number>;
  onToggle: (userId: number) => void;
}

/**
 * Customers blocked from financing now: who, why, since when and by whom, each to select for
 * unblocking, or, while an unblock of them waits for a second approval, that (who asked, when).
 */
export function BlockedUsersTable({ result, state, selected, onToggle }: BlockedUsersTableProps) {
  const { t } = useFinancingTranslation();
  const formatDateTime = useFormatDateTime();
  const columns: Column<BlockedUser>[] = [
    {
      id: 'select',
      label: t('unblock.selectAll'),
      hiddenLabel: true,
      width: 48,
      render: (row) =>
        row.pendingApproval ? (
          <PendingApprovalMark pending={row.pendingApproval} />
        ) : (
          <Checkbox
            size="small"
            checked={selected.has(row.userId)}
            onChange={() => onToggle(row.userId)}
            slotProps={{ input: { 'aria-label': t('unblock.select', { name: row.name ?? row.userId }) } }}
          />
        ),
    },
    {
      id: 'customer',
      label: t('outcomeColumns.customer'),
      render: (row) => (
        <>
          <Typography variant="body2">
            <bdi>{row.name ?? t('none')}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            #{row.userId} · <bdi dir="ltr">{row.phone ?? t('none')}</bdi>
          </Typography>
          {row.pendingApproval && <PendingApprovalCaption pending={row.pendingApproval} />}
        </>
      ),
    },
    {
      id: 'nationalId',
      label: t('outcomeColumns.nationalId'),
      render: (row) => <bdi dir="ltr">{row.documentNumberMasked ?? t('none')}</bdi>,
    },
    {
      id: 'reason',
      label: t('unblock.reasonFilter'),
      render: (row) => (
        <>
          {t(`blockReasons.${row.reason}`)}
          {row.note && (
            <Typography variant="caption" color="text.secondary" component="div">
              <bdi>{row.note}</bdi>
            </Typography>
          )}
          {row.blacklisted && (
            <Chip size="small" color="error" label={t('flags.blacklisted')} sx={{ mt: 0.5 }} />
          )}
        </>
      ),
    },
    { id: 'since', label: t('unblock.since'), sortable: true, render: (row) => formatDateTime(row.since) },
    { id: 'by', label: t('unblock.by'), render: (row) => <bdi>{row.by ?? t('none')}</bdi> },
  ];
  return (
    <DataTable
      label={t('unblock.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(row) => row.userId}
      emptyText={t('unblock.empty')}
    />
  );
}
