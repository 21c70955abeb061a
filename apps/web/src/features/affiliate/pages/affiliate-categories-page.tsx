import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import {
  listAffiliateCategories,
  type AffiliateCategory,
  exportAffiliateCategories,
} from '@cmt/contract/endpoints/affiliate';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { useBilingual } from '../../../kit/use-bilingual';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useDeleteAffiliateCategory } from '../api/delete-affiliate-category';
import { CategoriesTable } from '../components/categories-table';
import { CategoryDialog } from '../components/category-dialog';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

/** /app/affiliate/categories: the categories in display order, 20 per page; create and edit in a dialog. */
export default function AffiliateCategoriesPage() {
  const { t } = useAffiliateTranslation();
  const message = useMessage();
  const pick = useBilingual();
  const screen = useListScreen(listAffiliateCategories, { loadError: message('loadCategories') });
  // The id of the category being edited, `null` for a new one, `undefined` when the dialog is closed.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const closeDialog = useCallback(() => setEditing(undefined), []);
  const deletion = useDeleteAffiliateCategory();
  const removal = useConfirmedAction<AffiliateCategory>({
    run: (category) => deletion.mutateAsync({ id: category.id, version: category.version }),
    success: t('categories.removed'),
    failure: (error) =>
      error instanceof ApiError && error.code === 'AFFILIATE_CATEGORY_IN_USE'
        ? t('categories.inUse')
        : t('categories.deleteFailed'),
  });
  const items = screen.result.data?.items ?? [];
  const nextPosition = items.reduce((max, category) => Math.max(max, category.position), 0) + 1;

  return (
    <>
      <PageHeader title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <ListToolbar
        exportCsv={{ endpoint: exportAffiliateCategories, list: screen }}
        search={{
          value: screen.query.query ?? '',
          onChange: (value) => screen.setFilter('query', value),
          label: t('categories.search'),
        }}
        filters={
          <FilterSelect
            label={t('categories.status')}
            value={screen.query.active}
            options={[
              { value: 'ALL', label: t('all') },
              { value: 'ACTIVE', label: t('active') },
              { value: 'INACTIVE', label: t('inactive') },
            ]}
            onChange={(active) => screen.setFilter('active', active)}
          />
        }
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('categories.create')}
          </Button>
        }
      />
      <CategoriesTable
        result={screen.result}
        state={screen.table}
        onEdit={(category) => setEditing(category.id)}
        onDelete={removal.ask}
      />
      {editing !== undefined && (
        <CategoryDialog categoryId={editing} nextPosition={nextPosition} onClose={closeDialog} />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('categories.removeTitle')}
        message={t('categories.removeMessage', {
          name: removal.target ? pick(removal.target.nameEn, removal.target.nameAr) : '',
        })}
        confirmLabel={t('categories.removeConfirm')}
      />
    </>
  );
}
