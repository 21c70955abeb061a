import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { merchantInput, type Merchant, type MerchantInput } from '@cmt/contract/endpoints/merchants';
import { merchantLogoFolders } from '@cmt/contract/files';
import { hrefFor } from '@cmt/contract/routes';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormActions } from '../../../kit/form/form-actions';
import { FormSection } from '../../../kit/form/form-section';
import { FormTextField } from '../../../kit/form/form-text-field';
import {
  MerchantActiveField,
  MerchantCategoryField,
  MerchantLogoSection,
  MerchantTextFields,
} from '../../../kit/merchant/merchant-basics-section';
import { useReportDirty } from '../../../kit/use-record-screen';
import { useMerchantCategories } from '../api/get-categories';
import { useMerchantLogoUpload } from '../api/upload-merchant-logo';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';
import { BranchesEditor } from './branches-editor';

type Folder = (typeof merchantLogoFolders)[number];

const branchFields = [
  'nameEn',
  'nameAr',
  'addressEn',
  'addressAr',
  'city',
  'governorate',
  'latitude',
  'longitude',
  'phone',
];

const defaultsOf = (merchant: Merchant | null): MerchantInput => ({
  nameEn: merchant?.nameEn ?? '',
  nameAr: merchant?.nameAr ?? '',
  descriptionEn: merchant?.descriptionEn ?? '',
  descriptionAr: merchant?.descriptionAr ?? '',
  categoryId: merchant?.categoryId ?? ('' as unknown as number),
  logoKey: merchant?.logoKey ?? '',
  website: merchant?.website ?? '',
  hotline: merchant?.hotline ?? '',
  isActive: merchant?.isActive ?? true,
  branches: (merchant?.branches ?? []).map((branch) => ({ ...branch, phone: branch.phone ?? '' })),
});

interface MerchantFormProps {
  merchant: Merchant | null;
  onSubmit: (input: MerchantInput) => Promise<unknown>;
  onFailure: () => void;
  /** Typed changes or not: the screen asks before they are lost. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function MerchantForm({ merchant, onSubmit, onFailure, onDirtyChange }: MerchantFormProps) {
  const { t } = useMerchantsTranslation();
  const categories = useMerchantCategories();
  const [folder, setFolder] = useState<Folder>('Merchant Logos');
  const { control, handleSubmit, setError, setValue, formState, getValues } = useForm<MerchantInput>({
    resolver: zodResolver(merchantInput) as never,
    defaultValues: defaultsOf(merchant),
  });
  useReportDirty(formState.isDirty, onDirtyChange);
  const upload = useMerchantLogoUpload(folder, (image) =>
    setValue('logoKey', image?.key ?? merchant?.logoKey ?? '', { shouldDirty: true }),
  );

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const branchPaths = (getValues('branches') ?? []).flatMap((_, index) =>
        branchFields.map((field) => `branches.${index}.${field}`),
      );
      applyServerErrors(error, setError, {
        fields: [
          'nameEn',
          'nameAr',
          'descriptionEn',
          'descriptionAr',
          'categoryId',
          'logoKey',
          'website',
          'hotline',
          ...(branchPaths as never[]),
        ],
      });
      onFailure();
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <MerchantTextFields control={control} />
      <FormSection title={t('form.details')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <MerchantCategoryField control={control} categories={categories.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormTextField
              control={control}
              name="website"
              label={t('form.website')}
              helperText={t('form.websiteHelp')}
              type="url"
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormTextField
              control={control}
              name="hotline"
              label={t('form.hotline')}
              type="tel"
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Grid>
        </Grid>
        <MerchantActiveField control={control} />
      </FormSection>
      <MerchantLogoSection
        control={control}
        folders={merchantLogoFolders}
        folder={folder}
        folderName={(option) => t(`folders.${option}`)}
        onFolderChange={setFolder}
        upload={upload}
        currentUrl={merchant?.logoUrl}
      />
      <FormSection title={t('form.branches')}>
        <Typography variant="body2" color="text.secondary">
          {t('form.branchesHelp')}
        </Typography>
        <BranchesEditor control={control} />
      </FormSection>
      <FormActions
        submitting={formState.isSubmitting}
        cancelHref={hrefFor('merchants.list')}
        submitLabel={merchant ? t('form.save') : t('form.create')}
      />
    </Stack>
  );
}
