import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CaseSummary } from '@cmt/contract/endpoints/cases';
import { hrefFor } from '@cmt/contract/routes';
import type { TableSelection } from '../../../kit/bulk-rows/use-row-selection';
import { DataTable, type Column, type ListResult } from '../../../kit/data-table';
import { SlaChip } from '../../../kit/queue/queue-age';
import { QueueClaimChip } from '../../../kit/queue/queue-claim';
import { useQueueTranslation } from '../../../kit/queue/use-queue-translation';
import type { ListTableState } from '../../../kit/use-list-state';
import { useCasesTranslation } from '../hooks/use-cases-translation';
import { CaseCountdown, EscalatedFlag } from './case-countdown';
import { CasePriorityChip, CaseStatusChip } from './case-status-chip';

interface CasesTableProps {
  result: ListResult<CaseSummary>;
  state: ListTableState;
  /** Row selection for the bulk assignment (supervisors). */
  selection?: TableSelection<CaseSummary> | undefined;
}

/** The case list: reference (a link to the case), title, kind, priority, status, assignee, due day
 * with its business-day countdown, SLA light, escalation and who holds it. */
export function CasesTable({ result, state, selection }: CasesTableProps) {
  const { t } = useCasesTranslation();
  const queue = useQueueTranslation().t;
  const columns: Column<CaseSummary>[] = [
    {
      id: 'reference',
      label: t('list.columns.reference'),
      sortable: true,
      render: (row) => (
        <>
          <Link
            component={RouterLink}
            to={hrefFor('cases.detail', { id: row.id })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            <bdi dir="ltr">{row.reference}</bdi>
          </Link>
          <Typography variant="body2" dir="auto">
            {row.title}
          </Typography>
        </>
      ),
    },
    { id: 'kind', label: t('list.columns.kind'), render: (row) => t(`kinds.${row.kind}`) },
    {
      id: 'priority',
      label: t('list.columns.priority'),
      sortable: true,
      render: (row) => <CasePriorityChip priority={row.priority} />,
    },
    {
      id: 'status',
      label: t('list.columns.status'),
      render: (row) => <CaseStatusChip status={row.status} />,
    },
    {
      id: 'assignee',
      label: t('list.columns.assignee'),
      render: (row) => (row.assignee ? <bdi>{row.assignee.name}</bdi> : t('nobody')),
    },
    {
      id: 'dueOn',
      label: t('list.columns.due'),
      sortable: true,
      render: (row) => <CaseCountdown dueOn={row.dueOn} left={row.businessDaysLeft} />,
    },
    {
      id: 'sla',
      label: t('list.columns.sla'),
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <SlaChip sla={row.sla} />
          {row.escalated && <EscalatedFlag escalated />}
        </Stack>
      ),
    },
    { id: 'claim', label: queue('columns.claim'), render: (row) => <QueueClaimChip claim={row.claim} /> },
  ];
  return (
    <DataTable
      label={t('list.tableLabel')}
      columns={columns}
      result={result}
      state={state}
      getRowId={(row) => row.id}
      emptyText={t('list.empty')}
      selection={selection}
    />
  );
}
