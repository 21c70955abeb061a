import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { listCashouts, readCustomerFilter, takeNextCashout } from '@cmt/contract/endpoints/affiliate';
import { EGP_PATTERN } from '@cmt/contract/money';
import { canOpenRoute, hrefFor, routeById } from '@cmt/contract/routes';
import { DateFilterField } from '../../../components/date-filter-field';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { ClaimFilterSelect } from '../../../components/queue/queue-claim';
import { TakeNextButton } from '../../../components/queue/take-next-button';
import { useTakeNext } from '../../../components/queue/use-take-next';
import { usePatternsTranslation } from '../../../components/use-patterns-translation';
import { useListScreen } from '../../../components/use-list-screen';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { CashoutsTable } from '../components/cashouts-table';
import { ValidatedFilterField } from '../components/validated-filter-field';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

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

  return (
    <>
      <PageHeader
        title={t('cashouts.title')}
        subtitle={t('cashouts.subtitle')}
        actions={canOpen && <TakeNextButton onClick={next.take} busy={next.pending} />}
      />
      <ListToolbar
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
      <CashoutsTable result={screen.result} state={screen.table} canOpen={canOpen} />
    </>
  );
}
