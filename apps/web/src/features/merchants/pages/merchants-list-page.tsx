import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { listMerchants, type MerchantSummary } from '@cmt/contract/endpoints/merchants';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useConfirmTarget } from '../../../components/use-confirm-target';
import { useListState } from '../../../components/use-list-state';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../lib/snackbar';
import { useDeleteMerchant } from '../api/delete-merchant';
import { useMerchantCategories } from '../api/get-categories';
import { useMerchants } from '../api/list-merchants';
import { MerchantsTable } from '../components/merchants-table';
import { RouteButton } from '../../../components/route-button';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';

export default function MerchantsListPage() {
  const { t } = useMerchantsTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const { language } = useLanguage();
  const list = useListState(listMerchants.query);
  const merchants = useMerchants(list.query);
  const categories = useMerchantCategories();
  const deletion = useDeleteMerchant();
  const confirm = useConfirmTarget<MerchantSummary>();
  const arabic = language.startsWith('ar');

  useEffect(() => {
    if (merchants.isError) snackbar.show(message('loadMerchants'), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [merchants.isError, merchants.errorUpdatedAt]);

  const deleteConfirmed = (merchant: MerchantSummary) =>
    deletion.mutate(merchant.id, {
      onSuccess: () => snackbar.show(t('list.removed'), 'success'),
      onError: (error) =>
        snackbar.show(
          error instanceof ApiError && error.code === 'MERCHANT_HAS_OFFERS'
            ? t('list.hasOffers')
            : t('list.deleteFailed'),
          'error',
        ),
      onSettled: confirm.close,
    });

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <ListToolbar
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
                label: arabic ? category.nameAr : category.nameEn,
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
      <MerchantsTable result={merchants} state={list.table} onDelete={confirm.ask} />
      <ConfirmDialog
        open={confirm.open}
        title={t('list.removeTitle')}
        message={t('list.removeMessage', {
          name: confirm.target ? (arabic ? confirm.target.nameAr : confirm.target.nameEn) : '',
        })}
        confirmLabel={t('list.removeConfirm')}
        destructive
        busy={deletion.isPending}
        onConfirm={() => confirm.target && deleteConfirmed(confirm.target)}
        onClose={confirm.close}
      />
    </>
  );
}
