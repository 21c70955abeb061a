import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  caseDueFilters,
  caseKinds,
  caseStatuses,
  exportCases,
  listCases,
  nextCase,
  type CaseSummary,
} from '@cmt/contract/endpoints/cases';
import { Permission } from '@cmt/contract/permissions';
import { slaLights } from '@cmt/contract/queues';
import { hrefFor } from '@cmt/contract/routes';
import { BulkActionBar } from '../../../kit/bulk-rows/bulk-action-bar';
import { useBulkAction } from '../../../kit/bulk-rows/use-bulk-action';
import { useRowSelection } from '../../../kit/bulk-rows/use-row-selection';
import { LazyOpenCaseDialog } from '../../../kit/cases/lazy-open-case-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { ClaimFilterSelect } from '../../../kit/queue/queue-claim';
import { TakeNextButton } from '../../../kit/queue/take-next-button';
import { useQueueTranslation } from '../../../kit/queue/use-queue-translation';
import { useTakeNext } from '../../../kit/queue/use-take-next';
import { useListScreen } from '../../../kit/use-list-screen';
import { useSession } from '../../../lib/session';
import { assignCaseRows } from '../api/assign-cases';
import { AssignDialog } from '../components/assign-dialog';
import { CasesTable } from '../components/cases-table';
import { useCasesTranslation } from '../hooks/use-cases-translation';

const caseId = (row: CaseSummary) => row.id;
const isOpen = (row: CaseSummary) => row.businessDaysLeft !== null;

/** /app/cases: every case by kind, status, assignee, due day and SLA light, due soonest first. */
export default function CasesPage() {
  const { t } = useCasesTranslation();
  const queue = useQueueTranslation().t;
  const { user } = useSession();
  const permissions = user?.permissions ?? [];
  const canWork = permissions.includes(Permission.WORK_CASES);
  const canSupervise = permissions.includes(Permission.SUPERVISE_CASES);
  const [, setSearchParams] = useSearchParams();
  const [opening, setOpening] = useState(false);
  const screen = useListScreen(listCases, { loadError: t('list.loadFailed') });
  const { query } = screen;
  const hasFilters = Boolean(
    query.kind ||
    query.status ||
    query.open !== undefined ||
    query.assignee !== undefined ||
    query.due ||
    query.sla ||
    query.claim ||
    query.q,
  );
  // Take next: the open case due soonest that nobody holds, claimed for this person.
  const next = useTakeNext(nextCase, (item) => hrefFor('cases.detail', { id: item.id }));
  const selection = useRowSelection(screen.result.data?.items, caseId, query, isOpen);
  const assign = useBulkAction<CaseSummary, number | null>({
    idOf: caseId,
    labelOf: (row) => [row.reference, row.title],
    invalidates: [listCases.path],
    onFinished: selection.clear,
    run: (rows, assigneeId) => assignCaseRows(rows.map(caseId), assigneeId),
  });
  const choice = <V extends string>(value: V | undefined) => value ?? ('ALL' as const);
  const chosen = <V extends string>(value: V | 'ALL') => (value === 'ALL' ? undefined : value);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          canWork && (
            <>
              <TakeNextButton onClick={next.take} busy={next.pending} />
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpening(true)}>
                {t('list.newCase')}
              </Button>
            </>
          )
        }
      />
      <ListToolbar
        search={{ value: query.q ?? '', onChange: (q) => screen.setFilter('q', q), label: t('list.search') }}
        exportCsv={{ endpoint: exportCases, list: screen }}
        filters={
          <>
            <FilterSelect
              label={t('list.kind')}
              value={choice(query.kind)}
              options={[
                { value: 'ALL', label: t('list.allKinds') },
                ...caseKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
              ]}
              onChange={(kind) => screen.setFilter('kind', chosen(kind))}
            />
            <FilterSelect
              label={t('list.status')}
              value={choice(query.status)}
              options={[
                { value: 'ALL', label: t('list.allStatuses') },
                ...caseStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
              ]}
              onChange={(status) => screen.setFilter('status', chosen(status))}
            />
            <FilterSelect
              label={t('list.open')}
              value={query.open === true ? 'OPEN' : 'ALL'}
              options={(['ALL', 'OPEN'] as const).map((value) => ({
                value,
                label: t(`list.openChoices.${value}`),
              }))}
              onChange={(value) => screen.setFilter('open', value === 'OPEN' ? true : undefined)}
            />
            <FilterSelect
              label={t('list.assignee')}
              value={query.assignee === 'ME' || query.assignee === 'NONE' ? query.assignee : 'ALL'}
              options={(['ALL', 'ME', 'NONE'] as const).map((value) => ({
                value,
                label: t(`list.assignees.${value}`),
              }))}
              onChange={(value) => screen.setFilter('assignee', chosen(value))}
            />
            <FilterSelect
              label={t('list.due')}
              value={choice(query.due)}
              options={(['ALL', ...caseDueFilters] as const).map((value) => ({
                value,
                label: t(`list.dues.${value}`),
              }))}
              onChange={(value) => screen.setFilter('due', chosen(value))}
            />
            <FilterSelect
              label={t('list.sla')}
              value={choice(query.sla)}
              options={[
                { value: 'ALL', label: t('list.allLights') },
                ...slaLights.map((light) => ({ value: light, label: queue(`sla.${light}`) })),
              ]}
              onChange={(value) => screen.setFilter('sla', chosen(value))}
            />
            <ClaimFilterSelect value={query.claim} onChange={(value) => screen.setFilter('claim', value)} />
          </>
        }
        action={
          hasFilters && (
            <Button onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}>
              {t('list.clearFilters')}
            </Button>
          )
        }
      />
      {canSupervise && (
        <BulkActionBar count={selection.count} onClear={selection.clear}>
          <Button size="small" variant="contained" onClick={() => assign.ask(selection.rows)}>
            {t('list.assign')}
          </Button>
        </BulkActionBar>
      )}
      <CasesTable
        result={screen.result}
        state={screen.table}
        selection={canSupervise ? selection.table : undefined}
      />
      {canSupervise && (
        <AssignDialog
          open={assign.target !== null}
          title={t('list.assignTitle')}
          message={assign.confirmMessage}
          busy={assign.busy}
          onSubmit={(assigneeId) => assign.submit(assigneeId)}
          onClose={assign.close}
        />
      )}
      {assign.outcomeDialog}
      {/* Opens the new case's page once created. */}
      {opening && <LazyOpenCaseDialog links={[]} kind="COMPLAINT" onClose={() => setOpening(false)} />}
    </>
  );
}
