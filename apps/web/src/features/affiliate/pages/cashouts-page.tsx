import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  listCashouts,
  readCustomerFilter,
  rejectCashout,
  takeNextCashout,
  type CashoutSummary,
  exportCashouts,
} from '@cmt/contract/endpoints/affiliate';
import { EGP_PATTERN } from '@cmt/contract/money';
import { canOpenRoute, hrefFor, routeById } from '@cmt/contract/routes';
import { BulkActionBar } from '../../../kit/bulk-rows/bulk-action-bar';
import { useBulkAction } from '../../../kit/bulk-rows/use-bulk-action';
import { useBulkRowsTranslation } from '../../../kit/bulk-rows/use-bulk-rows-translation';
import { useRowSelection } from '../../../kit/bulk-rows/use-row-selection';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { DateFilterField } from '../../../kit/date-filter-field';
import { ReasonDialog } from '../../../kit/form/reason-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { ClaimFilterSelect } from '../../../kit/queue/queue-claim';
import { TakeNextButton } from '../../../kit/queue/take-next-button';
import { useTakeNext } from '../../../kit/queue/use-take-next';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { useListScreen } from '../../../kit/use-list-screen';
import { useMessage } from '../../../lib/i18n';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { decideCashoutRows } from '../api/decide-cashouts';
import { CashoutsTable } from '../components/cashouts-table';
import { ValidatedFilterField } from '../components/validated-filter-field';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

const cashoutId = (row: CashoutSummary) => row.id;
const isPending = (row: CashoutSummary) => row.status === 'PENDING';
const rejectReasonForm = z.object({ reason: rejectCashout.query.shape.reason });

/** /app/affiliate/cashout: requests by status, customer, Cairo request days and amount, newest first. */
export default function CashoutsPage() {
  const { t } = useAffiliateTranslation();
  const patterns = usePatternsTranslation();
  const message = useMessage();
  const { user } = useSession();
  const [, setSearchParams] = useSearchParams();
  const screen = useListScreen(listCashouts, { loadError: message('loadCashouts') });
  const { query } = screen;
  const validation = (key: string) => patterns.t(`validation.${key}`);
  const hasFilters = Boolean(
    query.status ||
    query.customer ||
    query.from ||
    query.to ||
    query.minAmount ||
    query.maxAmount ||
    query.claim,
  );
  const canOpen = canOpenRoute(routeById('affiliate.cashoutId'), user?.permissions);
  // Take next: the oldest pending request nobody holds, claimed for this reviewer for 15 minutes.
  const next = useTakeNext(takeNextCashout, (item) => hrefFor('affiliate.cashoutId', { id: item.id }));
  // Bulk approve / reject of the selected pending requests (the decide permission is the detail's).
  const bulkWords = useBulkRowsTranslation().t;
  const money = useMoney();
  const selection = useRowSelection(screen.result.data?.items, cashoutId, query, isPending);
  const bulk = {
    idOf: cashoutId,
    labelOf: (row: CashoutSummary) => [row.customerName, money.egp(row.amount)],
    invalidates: [listCashouts.path],
    onFinished: selection.clear,
  };
  const approve = useBulkAction<CashoutSummary>({
    ...bulk,
    run: (rows) => decideCashoutRows(rows.map(cashoutId)),
  });
  const reject = useBulkAction<CashoutSummary, string>({
    ...bulk,
    run: (rows, reason) => decideCashoutRows(rows.map(cashoutId), reason),
  });

  return (
    <>
      <PageHeader
        title={t('cashouts.title')}
        subtitle={t('cashouts.subtitle')}
        actions={canOpen && <TakeNextButton onClick={next.take} busy={next.pending} />}
      />
      <ListToolbar
        exportCsv={{ endpoint: exportCashouts, list: screen }}
        filters={
          <>
            <FilterSelect
              label={t('cashouts.status')}
              value={query.status ?? ''}
              options={[
                { value: '', label: t('cashouts.allStatuses') },
                ...(['PENDING', 'APPROVED', 'REJECTED'] as const).map((status) => ({
                  value: status,
                  label: t(`cashouts.statuses.${status}`),
                })),
              ]}
              onChange={(status) => screen.setFilter('status', status === '' ? undefined : status)}
            />
            <ClaimFilterSelect value={query.claim} onChange={(value) => screen.setFilter('claim', value)} />
            <ValidatedFilterField
              label={t('customerIdOrMobile')}
              value={query.customer ?? ''}
              onChange={(value) => screen.setFilter('customer', value)}
              valid={(text) => readCustomerFilter(text) !== null}
              error={validation('customerFilter')}
              inputMode="tel"
              width={220}
            />
            <DateFilterField
              label={t('cashouts.from')}
              value={query.from}
              max={query.to}
              onChange={(day) => screen.setFilter('from', day)}
            />
            <DateFilterField
              label={t('cashouts.to')}
              value={query.to}
              min={query.from}
              onChange={(day) => screen.setFilter('to', day)}
            />
            <ValidatedFilterField
              label={t('cashouts.minAmount')}
              value={query.minAmount ?? ''}
              onChange={(value) => screen.setFilter('minAmount', value)}
              valid={(text) => EGP_PATTERN.test(text) && Number(text) > 0}
              error={validation('egpAmount')}
              inputMode="decimal"
              width={170}
            />
            <ValidatedFilterField
              label={t('cashouts.maxAmount')}
              value={query.maxAmount ?? ''}
              onChange={(value) => screen.setFilter('maxAmount', value)}
              valid={(text) => EGP_PATTERN.test(text) && Number(text) > 0}
              error={validation('egpAmount')}
              inputMode="decimal"
              width={170}
            />
          </>
        }
        action={
          hasFilters && (
            <Button onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}>
              {t('cashouts.clearFilters')}
            </Button>
          )
        }
      />
      {canOpen && (
        <BulkActionBar count={selection.count} onClear={selection.clear}>
          <Button size="small" variant="contained" onClick={() => approve.ask(selection.rows)}>
            {bulkWords('actions.approve')}
          </Button>
          <Button size="small" color="error" variant="outlined" onClick={() => reject.ask(selection.rows)}>
            {bulkWords('actions.reject')}
          </Button>
        </BulkActionBar>
      )}
      <CashoutsTable
        result={screen.result}
        state={screen.table}
        canOpen={canOpen}
        selection={canOpen ? selection.table : undefined}
      />
      <ConfirmDialog
        {...approve.confirm}
        destructive={false}
        title={bulkWords('actions.approveTitle')}
        message={`${approve.confirmMessage} ${bulkWords('actions.approveMessage')}`}
        confirmLabel={bulkWords('actions.approve')}
      />
      <ReasonDialog
        open={reject.target !== null}
        title={bulkWords('actions.rejectTitle')}
        message={reject.confirmMessage}
        label={bulkWords('actions.rejectReason')}
        submitLabel={bulkWords('actions.reject')}
        busy={reject.busy}
        schema={rejectReasonForm}
        onConfirm={reject.submit}
        onClose={reject.close}
      />
      {approve.outcomeDialog}
      {reject.outcomeDialog}
    </>
  );
}
