import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfileValidationSummary } from '@cmt/contract/endpoints/compliance';
import { canOpenRoute, hrefFor, routeById } from '@cmt/contract/routes';
import type { TableSelection } from '../../../kit/bulk-rows/use-row-selection';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { QueueAge } from '../../../kit/queue/queue-age';
import { QueueClaimChip } from '../../../kit/queue/queue-claim';
import { useQueueTranslation } from '../../../kit/queue/use-queue-translation';
import { RowAction } from '../../../kit/row-action';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import type { ListTableState } from '../../../kit/use-list-state';
import { useSession } from '../../../lib/session';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';
import { AmlChip, ProfileStatusChip } from './status-chips';

interface Props {
  result: ListResult<ProfileValidationSummary>;
  state: ListTableState;
  /** Row selection for the page's bulk actions. */
  selection?: TableSelection<ProfileValidationSummary>;
}

/** The KYC queue: who, which id (masked), when sent, where it stands; a link to review for those allowed. */
export function ProfileValidationTable({ result, state, selection }: Props) {
  const { t } = useComplianceTranslation();
  const queue = useQueueTranslation().t;
  const when = useFormatDateTime();
  const { user } = useSession();
  const canReview = canOpenRoute(routeById('applications.profileValidationId'), user?.permissions);
  const columns: Column<ProfileValidationSummary>[] = [
    {
      id: 'customer',
      label: t('queue.columns.customer'),
      render: (row) => (
        <>
          <Typography variant="body2" dir="auto">
            {row.fullName || `#${row.userId}`}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            #{row.userId}
          </Typography>
        </>
      ),
    },
    {
      id: 'nationalId',
      label: t('queue.columns.nationalId'),
      render: (row) => <bdi dir="ltr">{row.documentNumberMasked ?? '—'}</bdi>,
    },
    {
      id: 'phone',
      label: t('queue.columns.phone'),
      render: (row) => <bdi dir="ltr">{row.phone ?? '—'}</bdi>,
    },
    {
      id: 'submittedAt',
      label: t('queue.columns.submitted'),
      sortable: true,
      render: (row) => when(row.submittedAt),
    },
    {
      id: 'age',
      label: queue('columns.age'),
      render: (row) => (row.status === 'PENDING' ? <QueueAge since={row.submittedAt} sla={row.sla} /> : '—'),
    },
    {
      id: 'claim',
      label: queue('columns.claim'),
      render: (row) => <QueueClaimChip claim={row.claim} />,
    },
    {
      id: 'status',
      label: t('queue.columns.status'),
      render: (row) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ProfileStatusChip status={row.status} />
          {row.blacklisted && <AmlChip />}
        </Stack>
      ),
    },
    {
      id: 'decided',
      label: t('queue.columns.decided'),
      render: (row) =>
        row.decidedAt ? t('queue.decidedBy', { when: when(row.decidedAt), who: row.decidedBy ?? '—' }) : '—',
    },
    {
      id: 'actions',
      label: t('queue.columns.actions'),
      align: 'end',
      render: (row) =>
        canReview ? (
          <RowAction
            label={t('queue.open', { name: row.fullName || `#${row.userId}` })}
            icon={<OpenInNewIcon fontSize="small" />}
            to={hrefFor('applications.profileValidationId', { id: row.id })}
          />
        ) : null,
    },
  ];
  return (
    <DataTable
      label={t('queue.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(row) => row.id}
      emptyText={t('queue.empty')}
      selection={selection}
    />
  );
}
