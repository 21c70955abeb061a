import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CustomCategoryInput } from '@cmt/contract/endpoints/offers';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../components/page-header';
import { StaleRecordDialog } from '../../../components/use-record-edit';
import { isStaleRecord } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useCustomCategory, useSaveCustomCategory } from '../api/custom-category';
import { CustomCategoryForm } from '../components/custom-category-form';
import { useOffersTranslation } from '../hooks/use-offers-translation';

/** /app/offers/manage-customized-category/{id?}: edit that category, or the last saved one, or a new one. */
export default function CustomCategoryPage() {
  const { t } = useOffersTranslation();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { id } = useParams();
  const routeId = id && /^\d+$/.test(id) ? Number(id) : null;
  const [creating, setCreating] = useState(false);
  const loaded = useCustomCategory(routeId);
  const save = useSaveCustomCategory();
  const category = creating ? null : (loaded.data ?? null);

  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    await loaded.refetch().finally(() => setReloading(false));
    setStale(false);
  };

  const submit = async (body: CustomCategoryInput) => {
    let saved;
    try {
      // The form is keyed by the category's version, so this is the version the form shows.
      saved = await save.mutateAsync({ id: category?.id ?? null, body, ifMatch: category?.version });
    } catch (error) {
      if (!isStaleRecord(error)) throw error;
      setStale(true);
      return;
    }
    snackbar.show(t('customCategory.saved'), 'success');
    setCreating(false);
    await navigate(hrefFor('offers.customCategory', { id: saved.id }), { replace: true });
  };

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
      {loaded.isPending ? (
        <CircularProgress />
      ) : loaded.isError ? (
        <Alert severity="error">{t('customCategory.loadFailed')}</Alert>
      ) : (
        <CustomCategoryForm
          key={category ? `${category.id}-${category.version}` : 'new'}
          category={category}
          onSubmit={submit}
          onFailure={() => snackbar.show(t('customCategory.saveFailed'), 'error')}
        />
      )}
      <StaleRecordDialog
        open={stale}
        busy={reloading}
        onReload={() => void reload()}
        onClose={() => setStale(false)}
      />
    </>
  );
}
