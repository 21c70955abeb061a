import Button from '@mui/material/Button';
import type { ProfileValidationSummary, profileValidationStatus } from '@cmt/contract/endpoints/compliance';
import {
  listProfileValidations,
  takeNextProfileValidation,
  exportProfileValidations,
} from '@cmt/contract/endpoints/compliance';
import { canOpenRoute, hrefFor, routeById } from '@cmt/contract/routes';
import { BulkActionBar } from '../../../kit/bulk-rows/bulk-action-bar';
import { useBulkAction } from '../../../kit/bulk-rows/use-bulk-action';
import { useBulkRowsTranslation } from '../../../kit/bulk-rows/use-bulk-rows-translation';
import { useRowSelection } from '../../../kit/bulk-rows/use-row-selection';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { DateFilterField } from '../../../kit/date-filter-field';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { ClaimFilterSelect } from '../../../kit/queue/queue-claim';
import { TakeNextButton } from '../../../kit/queue/take-next-button';
import { useTakeNext } from '../../../kit/queue/use-take-next';
import { useListScreen } from '../../../kit/use-list-screen';
import { useSession } from '../../../lib/session';
import { claimProfileRows } from '../api/claim-profile-validations';
import { ProfileValidationTable } from '../components/profile-validation-table';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

const profileId = (row: ProfileValidationSummary) => row.id;
const isPending = (row: ProfileValidationSummary) => row.status === 'PENDING';

type StatusFilter = 'ALL' | (typeof profileValidationStatus.options)[number];

/**
 * /app/applications/profile-validation: the KYC queue, oldest first, filtered by status, Cairo days and
 * claim (mine, unclaimed); "Take next" claims the oldest free profile and opens it.
 */
export default function ProfileValidationListPage() {
  const { t } = useComplianceTranslation();
  const list = useListScreen(listProfileValidations, { loadError: t('queue.loadError') });
  const { from, to } = list.query;
  const { user } = useSession();
  const canReview = canOpenRoute(routeById('applications.profileValidationId'), user?.permissions);
  const next = useTakeNext(takeNextProfileValidation, (item) =>
    hrefFor('applications.profileValidationId', { id: item.id }),
  );
  // "Assign to me": claims the selected pending profiles, each as the single claim.
  const bulkWords = useBulkRowsTranslation().t;
  const selection = useRowSelection(list.result.data?.items, profileId, list.query, isPending);
  const assign = useBulkAction<ProfileValidationSummary>({
    run: (rows) => claimProfileRows(rows.map(profileId)),
    idOf: profileId,
    labelOf: (row) => [row.fullName],
    invalidates: [listProfileValidations.path],
    onFinished: selection.clear,
  });
  return (
    <>
      <PageHeader
        title={t('queue.title')}
        subtitle={t('queue.subtitle')}
        actions={canReview && <TakeNextButton onClick={next.take} busy={next.pending} />}
      />
      <ListToolbar
        exportCsv={{ endpoint: exportProfileValidations, list: list }}
        search={{
          value: list.query.q ?? '',
          onChange: (value) => list.setFilter('q', value || undefined),
          label: t('queue.search'),
        }}
        filters={
          <>
            <FilterSelect<StatusFilter>
              label={t('queue.status')}
              value={list.query.status}
              options={(['PENDING', 'APPROVED', 'REJECTED', 'ALL'] as const).map((value) => ({
                value,
                label: t(`statuses.${value}`),
              }))}
              onChange={(value) => list.setFilter('status', value)}
            />
            <ClaimFilterSelect
              value={list.query.claim}
              onChange={(value) => list.setFilter('claim', value)}
            />
            <DateFilterField
              label={t('queue.from')}
              value={from}
              max={to}
              onChange={(day) => list.setFilter('from', day)}
            />
            <DateFilterField
              label={t('queue.to')}
              value={to}
              min={from}
              onChange={(day) => list.setFilter('to', day)}
            />
          </>
        }
      />
      {canReview && (
        <BulkActionBar count={selection.count} onClear={selection.clear}>
          <Button size="small" variant="contained" onClick={() => assign.ask(selection.rows)}>
            {bulkWords('actions.assign')}
          </Button>
        </BulkActionBar>
      )}
      <ProfileValidationTable
        result={list.result}
        state={list.table}
        selection={canReview ? selection.table : undefined}
      />
      <ConfirmDialog
        {...assign.confirm}
        destructive={false}
        title={bulkWords('actions.assignTitle')}
        message={assign.confirmMessage}
        confirmLabel={bulkWords('actions.assign')}
      />
      {assign.outcomeDialog}
    </>
  );
}
