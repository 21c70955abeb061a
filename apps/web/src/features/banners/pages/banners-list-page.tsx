import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { bannerActiveFilter, listBanners, type Banner, exportBanners } from '@cmt/contract/endpoints/banners';
import { hasPermission } from '@cmt/contract/permissions';
import { hrefFor } from '@cmt/contract/routes';
import { BulkActionBar } from '../../../kit/bulk-rows/bulk-action-bar';
import { useBulkAction } from '../../../kit/bulk-rows/use-bulk-action';
import { useBulkRowsTranslation } from '../../../kit/bulk-rows/use-bulk-rows-translation';
import { useRowSelection } from '../../../kit/bulk-rows/use-row-selection';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDeleteBanner } from '../api/delete-banner';
import { hideBannerRows } from '../api/hide-banners';
import { BannerEditDialog } from '../components/banner-edit-dialog';
import { BannersTable } from '../components/banners-table';
import { useBannersTranslation } from '../hooks/use-banners-translation';

const bannerId = (banner: Banner) => banner.id;
const isActive = (banner: Banner) => banner.isActive;

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
  // Hide the selected active banners at once, each with the version the list showed.
  const bulkWords = useBulkRowsTranslation().t;
  const selection = useRowSelection(screen.result.data?.items, bannerId, screen.query, isActive);
  const hide = useBulkAction<Banner>({
    run: hideBannerRows,
    idOf: bannerId,
    labelOf: (banner) => [banner.title],
    invalidates: [listBanners.path],
    onFinished: selection.clear,
  });

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListToolbar
        exportCsv={{ endpoint: exportBanners, list: screen }}
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
      <BulkActionBar count={selection.count} onClear={selection.clear}>
        <Button size="small" variant="contained" onClick={() => hide.ask(selection.rows)}>
          {bulkWords('actions.hide')}
        </Button>
      </BulkActionBar>
      <BannersTable
        result={screen.result}
        state={screen.table}
        selection={selection.table}
        onEdit={(banner) => setEditing(banner.id)}
        onDelete={removal.ask}
      />
      {editing !== undefined && <BannerEditDialog bannerId={editing} onClose={closeEdit} />}
      <ConfirmDialog
        {...removal.dialog}
        title={t('confirmDeleteTitle')}
        message={t('confirmDeleteMessage', { title: removal.target?.title ?? '' })}
      />
      <ConfirmDialog
        {...hide.confirm}
        title={bulkWords('actions.hideTitle')}
        message={`${hide.confirmMessage} ${bulkWords('actions.hideMessage')}`}
        confirmLabel={bulkWords('actions.hide')}
      />
      {hide.outcomeDialog}
    </>
  );
}
