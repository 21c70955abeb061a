import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { bannerActiveFilter, listBanners, type Banner } from '@cmt/contract/endpoints/banners';
import { hasPermission } from '@cmt/contract/permissions';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useConfirmTarget } from '../../../components/use-confirm-target';
import { useListState } from '../../../components/use-list-state';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../lib/snackbar';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { BannersTable } from '../components/banners-table';
import { useBannersTranslation } from '../hooks/use-banners-translation';

export default function BannersListPage() {
  const { t } = useBannersTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const { user } = useSession();
  const list = useListState(listBanners.query);
  const banners = useBanners(list.query);
  const deletion = useDeleteBanner();
  const confirm = useConfirmTarget<Banner>();

  // SPEC §8: a failed load is also announced in the snackbar (the table offers Retry).
  useEffect(() => {
    if (banners.isError) snackbar.show(message('loadBanners'), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [banners.isError, banners.errorUpdatedAt]);

  const deleteConfirmed = (banner: Banner) =>
    deletion.mutate(banner.id, {
      onSuccess: () => snackbar.show(message('bannerDeleted'), 'success'),
      onError: () => snackbar.show(message('deleteBanner'), 'error'),
      onSettled: confirm.close,
    });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        filters={
          <FilterSelect
            label={t('filters.active')}
            value={list.query.active}
            options={bannerActiveFilter.options.map((value) => ({ value, label: t(`filters.${value}`) }))}
            onChange={(active) => list.setFilter('active', active)}
          />
        }
        action={
          hasPermission(user?.permissions, ['manage-offers-banners-create']) && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={Link}
              to={hrefFor('banners.create')}
            >
              {t('createBanner')}
            </Button>
          )
        }
      />
      <BannersTable result={banners} state={list.table} onDelete={confirm.ask} />
      <ConfirmDialog
        open={confirm.open}
        title={t('confirmDeleteTitle')}
        message={t('confirmDeleteMessage', { title: confirm.target?.title ?? '' })}
        busy={deletion.isPending}
        onConfirm={() => confirm.target && deleteConfirmed(confirm.target)}
        onClose={confirm.close}
      />
    </>
  );
}
