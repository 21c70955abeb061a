import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { listMerchants, type MerchantSummary, exportMerchants } from '@cmt/contract/endpoints/merchants';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { useBilingual } from '../../../kit/use-bilingual';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useDeleteMerchant } from '../api/delete-merchant';
import { useMerchantCategories } from '../api/get-categories';
import { MerchantsTable } from '../components/merchants-table';
import { RouteButton } from '../../../kit/route-button';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';

export default function MerchantsListPage() {
  const { t } = useMerchantsTranslation();
  const message = useMessage();
  const pick = useBilingual();
  // docs/requirements.md §P7: the merchants list is always asked with minOfferCount (0 = every merchant).
  const list = useListScreen(listMerchants, {
    fixed: { minOfferCount: 0 },
    loadError: message('loadMerchants'),
  });
  const categories = useMerchantCategories();
  const deletion = useDeleteMerchant();
  const removal = useConfirmedAction<MerchantSummary>({
    run: (merchant) => deletion.mutateAsync({ id: merchant.id, version: merchant.version }),
    success: t('list.removed'),
    failure: (error) =>
      error instanceof ApiError && error.code === 'MERCHANT_HAS_OFFERS'
        ? t('list.hasOffers')
        : t('list.deleteFailed'),
  });

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <ListToolbar
        exportCsv={{ endpoint: exportMerchants, list: list }}
        search={{
          value: list.query.query ?? '',
          onChange: (value) => list.setFilter('query', value),
          label: t('list.search'),
        }}
        filters={
          <FilterSelect
            label={t('list.category')}
            value={String(list.query.categoryId ?? '')}
            options={[
              { value: '', label: t('list.allCategories') },
              ...(categories.data ?? []).map((category) => ({
                value: String(category.id),
                label: pick(category.nameEn, category.nameAr),
              })),
            ]}
            onChange={(value) => list.setFilter('categoryId', value === '' ? undefined : Number(value))}
          />
        }
        action={
          <Stack direction="row" spacing={1}>
            <RouteButton route="merchants.bulk" icon={<UploadFileIcon />}>
              {t('list.uploadFile')}
            </RouteButton>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={Link}
              to={hrefFor('merchants.manage')}
            >
              {t('list.create')}
            </Button>
          </Stack>
        }
      />
      <MerchantsTable result={list.result} state={list.table} onDelete={removal.ask} />
      <ConfirmDialog
        {...removal.dialog}
        title={t('list.removeTitle')}
        message={t('list.removeMessage', {
          name: removal.target ? pick(removal.target.nameEn, removal.target.nameAr) : '',
        })}
        confirmLabel={t('list.removeConfirm')}
      />
    </>
  );
}
