import { zodResolver } from '@hookform/resolvers/zod';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  customCategoryInput,
  type CustomCategory,
  type CustomCategoryInput,
  type OfferHit,
} from '@cmt/contract/endpoints/offers';
import { hrefFor } from '@cmt/contract/routes';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormActions } from '../../../kit/form/form-actions';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useErrorText } from '../../../kit/form/use-error-text';
import { useReportDirty } from '../../../kit/use-record-screen';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { OrderedOffersEditor } from './ordered-offers-editor';

interface CustomCategoryFormProps {
  category: CustomCategory | null;
  onSubmit: (input: CustomCategoryInput) => Promise<unknown>;
  onFailure: () => void;
  /** Typed changes or not: the screen asks before they are lost. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function CustomCategoryForm({
  category,
  onSubmit,
  onFailure,
  onDirtyChange,
}: CustomCategoryFormProps) {
  const { t } = useOffersTranslation();
  const errorText = useErrorText();
  const [offers, setOffers] = useState<OfferHit[]>(category?.offers ?? []);
  const { control, handleSubmit, setError, setValue, formState } = useForm<CustomCategoryInput>({
    resolver: zodResolver(customCategoryInput) as never,
    defaultValues: {
      nameEn: category?.nameEn ?? '',
      nameAr: category?.nameAr ?? '',
      offerIds: category?.offers.map((offer) => offer.id) ?? [],
    },
  });
  useReportDirty(formState.isDirty, onDirtyChange);

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: ['nameEn', 'nameAr', 'offerIds'],
      });
      onFailure();
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }}>
      <Stack component="form" noValidate spacing={3} onSubmit={submit}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="nameEn"
              label={t('customCategory.nameEn')}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="nameAr"
              label={t('customCategory.nameAr')}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
            />
          </Grid>
        </Grid>
        <Typography variant="subtitle1" component="h2">
          {t('customCategory.offers')}
        </Typography>
        <OrderedOffersEditor
          offers={offers}
          onChange={(next) => {
            setOffers(next);
            setValue(
              'offerIds',
              next.map((offer) => offer.id),
              { shouldDirty: true },
            );
          }}
          disabled={formState.isSubmitting}
        />
        {formState.errors.offerIds && (
          <FormHelperText error>{errorText(formState.errors.offerIds as never)}</FormHelperText>
        )}
        <FormActions
          submitting={formState.isSubmitting}
          cancelHref={hrefFor('offers.list')}
          submitLabel={category ? t('customCategory.save') : t('customCategory.create')}
        />
      </Stack>
    </Paper>
  );
}
