import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  affiliateMerchantInput,
  cashbackTypes,
  type AffiliateMerchant,
  type AffiliateMerchantInput,
} from '@cmt/contract/endpoints/affiliate';
import { affiliateMerchantLogoFolders } from '@cmt/contract/files';
import { hrefFor } from '@cmt/contract/routes';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormActions } from '../../../kit/form/form-actions';
import { FormSection } from '../../../kit/form/form-section';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import {
  MerchantActiveField,
  MerchantCategoryField,
  MerchantLogoSection,
  MerchantTextFields,
} from '../../../kit/merchant/merchant-basics-section';
import { useReportDirty } from '../../../kit/use-record-screen';
import { useAggregators } from '../api/get-aggregators';
import { useCategoryNames } from '../api/get-category-names';
import { useAffiliateMerchantLogoUpload } from '../api/upload-affiliate-merchant-logo';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

type Folder = (typeof affiliateMerchantLogoFolders)[number];

const defaultsOf = (merchant: AffiliateMerchant | null): AffiliateMerchantInput => ({
  nameEn: merchant?.nameEn ?? '',
  nameAr: merchant?.nameAr ?? '',
  descriptionEn: merchant?.descriptionEn ?? '',
  descriptionAr: merchant?.descriptionAr ?? '',
  logoKey: merchant?.logoKey ?? '',
  aggregatorId: merchant?.aggregatorId ?? ('' as unknown as number),
  categoryId: merchant?.categoryId ?? ('' as unknown as number),
  trackingUrl: merchant?.trackingUrl ?? '',
  cashbackType: merchant?.cashbackType ?? 'PERCENTAGE',
  cashbackValue: merchant?.cashbackValue ?? '',
  isActive: merchant?.isActive ?? true,
});

const fields = [
  'nameEn',
  'nameAr',
  'descriptionEn',
  'descriptionAr',
  'logoKey',
  'aggregatorId',
  'categoryId',
  'trackingUrl',
  'cashbackType',
  'cashbackValue',
  'isActive',
] as const;

interface AffiliateMerchantFormProps {
  merchant: AffiliateMerchant | null;
  onSubmit: (input: AffiliateMerchantInput) => Promise<unknown>;
  onFailure: () => void;
  /** Typed changes or not: the screen asks before they are lost. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function AffiliateMerchantForm({
  merchant,
  onSubmit,
  onFailure,
  onDirtyChange,
}: AffiliateMerchantFormProps) {
  const { t } = useAffiliateTranslation();
  const aggregators = useAggregators();
  const categories = useCategoryNames();
  const [folder, setFolder] = useState<Folder>('Affiliate Merchant Logos');
  const { control, handleSubmit, setError, setValue, formState } = useForm<AffiliateMerchantInput>({
    resolver: zodResolver(affiliateMerchantInput) as never,
    defaultValues: defaultsOf(merchant),
  });
  useReportDirty(formState.isDirty, onDirtyChange);
  const type = useWatch({ control, name: 'cashbackType' });
  const upload = useAffiliateMerchantLogoUpload(folder, (image) =>
    setValue('logoKey', image?.key ?? merchant?.logoKey ?? '', { shouldDirty: true }),
  );

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      if (!applyServerErrors(error, setError, { fields })) onFailure();
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <MerchantTextFields control={control} />
      <FormSection title={t('merchantForm.network')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="aggregatorId"
              label={t('merchantForm.aggregator')}
              required
              fullWidth
              options={(aggregators.data ?? []).map((a) => ({
                value: a.id as unknown as string,
                label: a.name,
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <MerchantCategoryField control={control} categories={categories.data} />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="trackingUrl"
              label={t('merchantForm.trackingUrl')}
              helperText={t('merchantForm.trackingUrlHelp')}
              required
              fullWidth
              type="url"
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="cashbackType"
              label={t('merchantForm.cashbackType')}
              required
              fullWidth
              options={cashbackTypes.map((value) => ({ value, label: t(`cashbackTypes.${value}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="cashbackValue"
              label={t('merchantForm.cashbackValue')}
              helperText={t(
                type === 'FIXED' ? 'merchantForm.cashbackFixedHelp' : 'merchantForm.cashbackPercentHelp',
              )}
              required
              fullWidth
              slotProps={{
                htmlInput: { dir: 'ltr', inputMode: 'decimal' },
                input: { endAdornment: type === 'FIXED' ? 'EGP' : '%' },
              }}
            />
          </Grid>
        </Grid>
        <MerchantActiveField control={control} />
      </FormSection>
      <MerchantLogoSection
        control={control}
        folders={affiliateMerchantLogoFolders}
        folder={folder}
        folderName={(option) => t(`folders.${option}`)}
        onFolderChange={setFolder}
        upload={upload}
        currentUrl={merchant?.logoUrl}
      />
      <FormActions
        submitting={formState.isSubmitting}
        cancelHref={hrefFor('affiliate.merchants')}
        submitLabel={merchant ? t('merchantForm.save') : t('merchantForm.create')}
      />
    </Stack>
  );
}
