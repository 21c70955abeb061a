import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  affiliateCategoryInput,
  type AffiliateCategory,
  type AffiliateCategoryInput,
} from '@cmt/contract/endpoints/affiliate';
import { affiliateCategoryLogoFolders } from '@cmt/contract/files';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormSwitchField } from '../../../kit/form/form-switch-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useErrorText } from '../../../kit/form/use-error-text';
import { FolderSelect } from '../../../kit/folder-select';
import { CurrentImage, ImageUpload } from '../../../kit/image-upload';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { isStaleRecord } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useAffiliateCategory } from '../api/get-affiliate-category';
import { useSaveAffiliateCategory } from '../api/save-affiliate-category';
import { useCategoryLogoUpload } from '../api/upload-affiliate-category-logo';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';

type Folder = (typeof affiliateCategoryLogoFolders)[number];

/**
 * Create (categoryId null) or edit a category in a dialog, mounted only while open. An edit first
 * loads the category (GET /merchants/categories/affiliate/{id}, docs/requirements.md §P7) and starts the form from
 * it; a load that fails says so in the snackbar and closes the dialog.
 */
export function CategoryDialog({
  categoryId,
  nextPosition,
  onClose,
}: {
  categoryId: number | null;
  nextPosition: number;
  onClose: () => void;
}) {
  const { t } = useAffiliateTranslation();
  const loaded = useAffiliateCategory(categoryId, t('categories.loadFailed'));
  const failed = loaded.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  if (categoryId === null)
    return <CategoryForm category={null} nextPosition={nextPosition} onClose={onClose} />;
  if (loaded.data)
    return <CategoryForm category={loaded.data} nextPosition={nextPosition} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-label={t('categories.editTitle')}>
      <DialogContent>
        <PageSpinner label={t('categories.loading')} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The category's form: names in both languages, logo, display order, active. An edit sends the
 * loaded version; if someone else saved meanwhile the list reloads and the user is told.
 */
function CategoryForm({
  category,
  nextPosition,
  onClose,
}: {
  category: AffiliateCategory | null;
  nextPosition: number;
  onClose: () => void;
}) {
  const { t } = useAffiliateTranslation();
  const patterns = usePatternsTranslation();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const save = useSaveAffiliateCategory(category?.id ?? null);
  const [folder, setFolder] = useState<Folder>('Affiliate Categories Logos');
  const { control, handleSubmit, setError, setValue, formState } = useForm<AffiliateCategoryInput>({
    resolver: zodResolver(affiliateCategoryInput) as never,
    defaultValues: {
      nameEn: category?.nameEn ?? '',
      nameAr: category?.nameAr ?? '',
      logoKey: category?.logoKey ?? '',
      position: category?.position ?? nextPosition,
      isActive: category?.isActive ?? true,
    },
  });
  const upload = useCategoryLogoUpload(folder, (image) =>
    setValue('logoKey', image?.key ?? category?.logoKey ?? '', { shouldDirty: true }),
  );

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ body: input, ifMatch: category?.version });
      snackbar.show(t(category ? 'categories.saved' : 'categories.created'), 'success');
      onClose();
    } catch (error) {
      if (isStaleRecord(error)) {
        snackbar.show(patterns.t('stale.listChanged'), 'warning');
        onClose();
        return;
      }
      const placed = applyServerErrors(error, setError, {
        fields: ['nameEn', 'nameAr', 'logoKey', 'position', 'isActive'],
      });
      if (!placed) snackbar.show(t('categories.saveFailed'), 'error');
    }
  });

  return (
    <FormDialog
      open
      title={t(category ? 'categories.editTitle' : 'categories.createTitle')}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="nameEn"
            label={t('categories.nameEn')}
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="nameAr"
            label={t('categories.nameAr')}
            required
            fullWidth
            slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="position"
            label={t('categories.position')}
            helperText={t('categories.positionHelp')}
            type="number"
            numeric
            fullWidth
            slotProps={{ htmlInput: { min: 0, max: 10000, dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSwitchField control={control} name="isActive" label={t('categories.isActive')} />
        </Grid>
      </Grid>
      <FolderSelect
        label={t('categories.logoFolder')}
        folders={affiliateCategoryLogoFolders}
        value={folder}
        nameOf={(option) => t(`folders.${option}`)}
        onChange={(next) => {
          setFolder(next);
          upload.clear();
        }}
      />
      {category?.logoUrl && upload.status === 'idle' && (
        <CurrentImage
          label={t('categories.currentLogo')}
          src={category.logoUrl}
          alt=""
          width={64}
          height={64}
        />
      )}
      <ImageUpload label={t('categories.logo')} state={upload} error={errorText(formState.errors.logoKey)} />
      <HistoryPanel type="affiliate-category" id={category?.id} changeKey={category?.version} />
    </FormDialog>
  );
}
