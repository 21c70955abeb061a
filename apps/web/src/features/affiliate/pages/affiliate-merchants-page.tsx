import AddIcon from '@mui/icons-material/Add';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  listAffiliateMerchants,
  type AffiliateMerchantSummary,
  exportAffiliateMerchants,
} from '@cmt/contract/endpoints/affiliate';
import { canOpenRoute, routeById } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { RouteButton } from '../../../kit/route-button';
import { useBilingual } from '../../../kit/use-bilingual';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useCategoryNames } from '../api/get-category-names';
import { useAggregators } from '../api/get-aggregators';
import { useDeleteAffiliateMerchant } from '../api/delete-affiliate-merchant';
import { AffiliateMerchantsTable } from '../components/affiliate-merchants-table';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { useOrdersDownload } from '../hooks/use-orders-download';

/** /app/affiliate/merchants: search, filter by aggregator, category and state, 20 per page. */
export default function AffiliateMerchantsPage() {
  const { t } = useAffiliateTranslation();
  const message = useMessage();
  const pick = useBilingual();
  const { user } = useSession();
  const screen = useListScreen(listAffiliateMerchants, { loadError: message('loadMerchants') });
  const aggregators = useAggregators();
  const categories = useCategoryNames();
  const deletion = useDeleteAffiliateMerchant();
  const orders = useOrdersDownload();
  const removal = useConfirmedAction<AffiliateMerchantSummary>({
    run: (merchant) => deletion.mutateAsync({ id: merchant.id, version: merchant.version }),
    success: t('merchants.removed'),
    failure: (error) =>
      error instanceof ApiError && error.code === 'AFFILIATE_MERCHANT_HAS_ORDERS'
        ? t('merchants.hasOrders')
        : t('merchants.deleteFailed'),
  });
  // The manage screen has its own permission, checked exactly as the router does.
  const mayManage = canOpenRoute(routeById('affiliate.merchantsManage'), user?.permissions);

  return (
    <>
      <PageHeader title={t('merchants.title')} subtitle={t('merchants.subtitle')} />
      <ListToolbar
        exportCsv={{ endpoint: exportAffiliateMerchants, list: screen }}
        search={{
          value: screen.query.query ?? '',
          onChange: (value) => screen.setFilter('query', value),
          label: t('merchants.search'),
        }}
        filters={
          <>
            <FilterSelect
              label={t('merchants.aggregator')}
              value={String(screen.query.aggregatorId ?? '')}
              options={[
                { value: '', label: t('merchants.allAggregators') },
                ...(aggregators.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
              ]}
              onChange={(value) => screen.setFilter('aggregatorId', value === '' ? undefined : Number(value))}
            />
            <FilterSelect
              label={t('merchants.category')}
              value={String(screen.query.categoryId ?? '')}
              options={[
                { value: '', label: t('merchants.allCategories') },
                ...(categories.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: pick(c.nameEn, c.nameAr),
                })),
              ]}
              onChange={(value) => screen.setFilter('categoryId', value === '' ? undefined : Number(value))}
            />
            <FilterSelect
              label={t('merchants.status')}
              value={screen.query.active}
              options={[
                { value: 'ALL', label: t('all') },
                { value: 'ACTIVE', label: t('active') },
                { value: 'INACTIVE', label: t('inactive') },
              ]}
              onChange={(active) => screen.setFilter('active', active)}
            />
          </>
        }
        action={
          <Stack direction="row" spacing={1}>
            <RouteButton route="affiliate.merchantsPopular" icon={<StarIcon />}>
              {t('merchants.popular')}
            </RouteButton>
            <RouteButton route="affiliate.merchantsManage" icon={<AddIcon />} contained>
              {t('merchants.create')}
            </RouteButton>
          </Stack>
        }
      />
      {orders.progress && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          {orders.progress}
        </Alert>
      )}
      <AffiliateMerchantsTable
        result={screen.result}
        state={screen.table}
        onEdit={mayManage}
        onDelete={removal.ask}
        onDownload={(merchant) => void orders.start(merchant.id)}
      />
      <ConfirmDialog
        {...removal.dialog}
        title={t('merchants.removeTitle')}
        message={t('merchants.removeMessage', {
          name: removal.target ? pick(removal.target.nameEn, removal.target.nameAr) : '',
        })}
        confirmLabel={t('merchants.removeConfirm')}
      />
    </>
  );
}
