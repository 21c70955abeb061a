import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { CashoutSummary } from '@cmt/contract/endpoints/affiliate';
import { hrefFor } from '@cmt/contract/routes';
import type { TableSelection } from '../../../kit/bulk-rows/use-row-selection';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { QueueAge } from '../../../kit/queue/queue-age';
import { QueueClaimChip } from '../../../kit/queue/queue-claim';
import { useQueueTranslation } from '../../../kit/queue/use-queue-translation';
import { RowAction } from '../../../kit/row-action';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { useMoney } from '../../../lib/money';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { CashoutStatusChip } from './cashout-status-chip';

interface CashoutsTableProps {
  result: ListResult<CashoutSummary>;
  state: ListTableState;
  /** Whether the staff member may open a request (its own permission). */
  canOpen: boolean;
  /** Row selection for the bulk approve / reject. */
  selection?: TableSelection<CashoutSummary>;
}

export function CashoutsTable({ result, state, canOpen, selection }: CashoutsTableProps) {
  const { t } = useAffiliateTranslation();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const queue = useQueueTranslation().t;
  const columns: Column<CashoutSummary>[] = [
    {
      id: 'id',
      label: t('cashouts.columns.id'),
      width: 90,
      render: (cashout) =>
        canOpen ? (
          <Link component={RouterLink} to={hrefFor('affiliate.cashoutId', { id: cashout.id })}>
            #{cashout.id}
          </Link>
        ) : (
          `#${cashout.id}`
        ),
    },
    {
      id: 'customer',
      label: t('cashouts.columns.customer'),
      render: (cashout) => (
        <>
          <Typography variant="body2" dir="auto">
            {cashout.customerName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            #{cashout.userId}
            {cashout.customerPhone && (
              <>
                {' · '}
                <bdi dir="ltr">{cashout.customerPhone}</bdi>
              </>
            )}
          </Typography>
        </>
      ),
    },
    {
      id: 'amount',
      label: t('cashouts.columns.amount'),
      sortable: true,
      align: 'end',
      render: (cashout) => <bdi>{money.egp(cashout.amount)}</bdi>,
    },
    { id: 'method', label: t('cashouts.columns.method'), render: (c) => t(`cashouts.methods.${c.method}`) },
    {
      id: 'status',
      label: t('cashouts.columns.status'),
      render: (cashout) => <CashoutStatusChip status={cashout.status} />,
    },
    {
      id: 'requestedAt',
      label: t('cashouts.columns.requested'),
      sortable: true,
      render: (cashout) => formatDateTime(cashout.requestedAt),
    },
    {
      id: 'age',
      label: queue('columns.age'),
      render: (cashout) =>
        cashout.status === 'PENDING' ? <QueueAge since={cashout.requestedAt} sla={cashout.sla} /> : '—',
    },
    {
      id: 'claim',
      label: queue('columns.claim'),
      render: (cashout) => <QueueClaimChip claim={cashout.claim} />,
    },
    {
      id: 'decided',
      label: t('cashouts.columns.decided'),
      render: (cashout) => formatDateTime(cashout.decidedAt),
    },
    ...(canOpen
      ? [
          {
            id: 'actions',
            label: t('cashouts.columns.actions'),
            align: 'end' as const,
            render: (cashout: CashoutSummary) => (
              <RowAction
                label={t('cashouts.open', { id: cashout.id })}
                icon={<OpenInNewIcon fontSize="small" />}
                to={hrefFor('affiliate.cashoutId', { id: cashout.id })}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={t('cashouts.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(cashout) => cashout.id}
      emptyText={t('cashouts.empty')}
      selection={selection}
    />
  );
}
