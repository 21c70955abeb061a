import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { bannerActiveFilter, listBanners, type Banner } from '@cmt/contract/endpoints/banners';
import { hasPermission } from '@cmt/contract/permissions';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useListScreen } from '../../../components/use-list-screen';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDeleteBanner } from '../api/delete-banner';
import { BannerEditDialog } from '../components/banner-edit-dialog';
import { BannersTable } from '../components/banners-table';
import { useBannersTranslation } from '../hooks/use-banners-translation';

export default function BannersListPage() {
  const { t } = useBannersTranslation();
  const message = useMessage();
  const { user } = useSession();
  const screen = useListScreen(listBanners, { loadError: message('loadBanners') });
  // The banner whose edit screen is open.
  const [editing, setEditing] = useState<number>();
  const closeEdit = useCallback(() => setEditing(undefined), []);
  const deletion = useDeleteBanner();
  const removal = useConfirmedAction<Banner>({
    run: (banner) => deletion.mutateAsync({ id: banner.id, version: banner.version }),
    success: message('bannerDeleted'),
    failure: () => message('deleteBanner'),
  });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        filters={
          <FilterSelect
            label={t('filters.active')}
            value={screen.query.active}
            options={bannerActiveFilter.options.map((value) => ({ value, label: t(`filters.${value}`) }))}
            onChange={(active) => screen.setFilter('active', active)}
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
      <BannersTable
        result={screen.result}
        state={screen.table}
        onEdit={(banner) => setEditing(banner.id)}
        onDelete={removal.ask}
      />
      {editing !== undefined && <BannerEditDialog bannerId={editing} onClose={closeEdit} />}
      <ConfirmDialog
        {...removal.dialog}
        title={t('confirmDeleteTitle')}
        message={t('confirmDeleteMessage', { title: removal.target?.title ?? '' })}
      />
    </>
  );
}
