import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationListItem } from '@cmt/contract/endpoints/financing';
import { hrefFor } from '@cmt/contract/routes';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { SlaChip } from '../../../kit/queue/queue-age';
import { QueueClaimChip } from '../../../kit/queue/queue-claim';
import { useQueueTranslation } from '../../../kit/queue/use-queue-translation';
import { RowAction } from '../../../kit/row-action';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { useBilingual } from '../../../kit/use-bilingual';
import { useMoney } from '../../../lib/money';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { CreditLineStatus } from './credit-line-status';

interface ApplicationsTableProps {
  result: ListResult<ApplicationListItem>;
  state: ListTableState;
}

/** Applications as a credit officer scans them: who, which id, which partner and line, how much, when. */
export function ApplicationsTable({ result, state }: ApplicationsTableProps) {
  const { t } = useFinancingTranslation();
  const queue = useQueueTranslation().t;
  const egp = useMoney().egp;
  const formatDateTime = useFormatDateTime();
  const pick = useBilingual();
  const columns: Column<ApplicationListItem>[] = [
    {
      id: 'userId',
      label: t('list.columns.customer'),
      sortable: true,
      render: (row) => (
        <>
          <Typography variant="body2">
            <bdi>{row.fullName || t('none')}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            #{row.userId} · <bdi dir="ltr">{row.phone ?? t('none')}</bdi>
          </Typography>
          {(row.blacklisted || row.blockedFromFinancing) && (
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
              {row.blacklisted && <Chip size="small" color="error" label={t('flags.blacklisted')} />}
              {row.blockedFromFinancing && <Chip size="small" color="warning" label={t('flags.blocked')} />}
            </Stack>
          )}
        </>
      ),
    },
    {
      id: 'nationalId',
      label: t('list.columns.nationalId'),
      render: (row) =>
        row.documentNumber ? (
          <bdi dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {row.documentNumber}
          </bdi>
        ) : (
          <Typography variant="body2" color="text.disabled">
            {t('list.noId')}
          </Typography>
        ),
    },
    {
      id: 'partner',
      label: t('list.columns.partner'),
      render: (row) =>
        row.creditLine ? pick(row.creditLine.partnerName, row.creditLine.partnerNameAr) : t('none'),
    },
    {
      id: 'creditLine',
      label: t('list.columns.creditLine'),
      render: (row) =>
        row.creditLine ? <CreditLineStatus code={row.creditLine.creditLineStatus} /> : t('list.noLine'),
    },
    {
      id: 'limit',
      label: t('list.columns.limit'),
      align: 'end',
      render: (row) => <bdi style={{ whiteSpace: 'nowrap' }}>{egp(row.creditLine?.approvedAmount)}</bdi>,
    },
    {
      id: 'appliedAt',
      label: t('list.columns.appliedAt'),
      sortable: true,
      render: (row) => formatDateTime(row.appliedAt),
    },
    // A line waiting for a review: its SLA light and who holds it (issue 21).
    { id: 'sla', label: queue('columns.age'), render: (row) => <SlaChip sla={row.sla} /> },
    { id: 'claim', label: queue('columns.claim'), render: (row) => <QueueClaimChip claim={row.claim} /> },
    {
      id: 'lastReview',
      label: t('list.columns.lastReview'),
      render: (row) => formatDateTime(row.lastReviewAt),
    },
    {
      id: 'actions',
      label: t('list.columns.actions'),
      align: 'end',
      render: (row) =>
        row.documentNumber ? (
          <RowAction
            label={t('list.open', { name: row.fullName || row.userId })}
            icon={<OpenInNewIcon fontSize="small" />}
            to={hrefFor('financing.application', { documentNumber: row.documentNumber })}
          />
        ) : null,
    },
  ];
  return (
    <DataTable
      label={t('list.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(row) => row.userId}
      emptyText={t('list.empty')}
    />
  );
}
