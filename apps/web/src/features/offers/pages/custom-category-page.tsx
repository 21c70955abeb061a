import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { CustomCategory, CustomCategoryInput } from '@cmt/contract/endpoints/offers';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { useRecordScreen, type RecordSaveInput } from '../../../kit/use-record-screen';
import { useCustomCategory } from '../api/get-custom-category';
import { useSaveCustomCategory } from '../api/save-custom-category';
import { CustomCategoryForm } from '../components/custom-category-form';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { PageSpinner } from '../../../kit/page-spinner';

/** /app/offers/manage-customized-category/{id?}: edit that category, or the last saved one, or a new one. */
export default function CustomCategoryPage() {
  const { t } = useOffersTranslation();
  const { id } = useParams();
  const routeId = id && /^\d+$/.test(id) ? Number(id) : null;
  const [creating, setCreating] = useState(false);
  const loaded = useCustomCategory(routeId);
  const save = useSaveCustomCategory();
  const screen = useRecordScreen({
    query: loaded,
    // "New one", or no category saved yet.
    isNew: creating || loaded.data === null,
    save: ({ body, ifMatch, record }: RecordSaveInput<CustomCategoryInput, CustomCategory>) =>
      save.mutateAsync({ id: record?.id ?? null, body, ifMatch }),
    messages: { saved: t('customCategory.saved'), saveFailed: t('customCategory.saveFailed') },
    onSaved: () => setCreating(false),
    next: (saved) => hrefFor('offers.customCategory', { id: saved.id }),
    replace: true,
  });
  const category = screen.record ?? null;

  return (
    <>
      <PageHeader
        title={t('customCategory.title')}
        subtitle={
          category ? t('customCategory.editingLast', { id: category.id }) : t('customCategory.subtitle')
        }
        actions={
          category && (
            <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('customCategory.newOne')}
            </Button>
          )
        }
      />
      {screen.loading ? (
        <PageSpinner />
      ) : screen.loadFailed ? (
        <Alert severity="error">{t('customCategory.loadFailed')}</Alert>
      ) : (
        <CustomCategoryForm key={screen.formKey} category={category} {...screen.form} />
      )}
      {screen.dialogs}
    </>
  );
}
