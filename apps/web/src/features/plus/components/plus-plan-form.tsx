import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  PLUS_MAX_BENEFITS,
  plusPeriods,
  plusPlanInput,
  type PlusPlan,
  type PlusPlanInput,
} from '@cmt/contract/endpoints/plus';
import { hrefFor } from '@cmt/contract/routes';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { BilingualFields } from '../../../kit/form/bilingual-fields';
import { FormActions } from '../../../kit/form/form-actions';
import { FormSection } from '../../../kit/form/form-section';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormSwitchField } from '../../../kit/form/form-switch-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useErrorText } from '../../../kit/form/use-error-text';
import { useReportDirty } from '../../../kit/use-record-screen';
import { usePlusTranslation } from '../hooks/use-plus-translation';

const defaultsOf = (plan: PlusPlan | null): PlusPlanInput => ({
  nameEn: plan?.nameEn ?? '',
  nameAr: plan?.nameAr ?? '',
  price: plan?.price ?? '',
  period: plan?.period ?? 'MONTHLY',
  benefits: plan?.benefits ?? [{ en: '', ar: '' }],
  isActive: plan?.isActive ?? true,
  position: plan?.position ?? 0,
});

interface Props {
  plan: PlusPlan | null;
  onSubmit: (input: PlusPlanInput) => Promise<unknown>;
  onFailure: () => void;
  /** Typed changes or not: the screen asks before they are lost. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A Plus plan: bilingual name, price in EGP and period, benefits in both languages, order, offered. */
export function PlusPlanForm({ plan, onSubmit, onFailure, onDirtyChange }: Props) {
  const { t } = usePlusTranslation();
  const errorText = useErrorText();
  const { control, handleSubmit, setError, formState } = useForm<PlusPlanInput>({
    resolver: zodResolver(plusPlanInput) as never,
    defaultValues: defaultsOf(plan),
  });
  useReportDirty(formState.isDirty, onDirtyChange);
  const benefits = useFieldArray({ control, name: 'benefits' });
  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const applied = applyServerErrors(error, setError, {
        fields: [
          'nameEn',
          'nameAr',
          'price',
          'period',
          'position',
          'benefits',
          ...(benefits.fields.flatMap((_, index) => [
            `benefits.${index}.en`,
            `benefits.${index}.ar`,
          ]) as never[]),
        ],
      });
      if (!applied) onFailure();
    }
  });
  const benefitsError = errorText(formState.errors.benefits?.root ?? (formState.errors.benefits as never));
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <BilingualFields
        control={control}
        titles={{ en: t('form.english'), ar: t('form.arabic') }}
        fields={[
          {
            en: 'nameEn',
            ar: 'nameAr',
            label: { en: t('form.nameEn'), ar: t('form.nameAr') },
            required: true,
          },
        ]}
      />
      <FormSection title={t('form.details')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="price"
              label={t('form.price')}
              helperText={t('form.priceHelp')}
              required
              fullWidth
              slotProps={{
                htmlInput: { dir: 'ltr', inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">{t('currency')}</InputAdornment> },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelectField
              control={control}
              name="period"
              label={t('form.period')}
              required
              fullWidth
              options={plusPeriods.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="position"
              label={t('form.position')}
              helperText={t('form.positionHelp')}
              type="number"
              numeric
              fullWidth
              slotProps={{ htmlInput: { min: 0, max: 999 } }}
            />
          </Grid>
        </Grid>
        <FormSwitchField control={control} name="isActive" label={t('form.isActive')} />
      </FormSection>
      <FormSection title={t('form.benefits')}>
        <Typography variant="body2" color="text.secondary">
          {t('form.benefitsHelp')}
        </Typography>
        {benefits.fields.map((field, index) => (
          <Grid container spacing={2} key={field.id} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 'grow' }}>
              <FormTextField
                control={control}
                name={`benefits.${index}.en`}
                label={t('form.benefitEn', { number: index + 1 })}
                required
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 'grow' }}>
              <FormTextField
                control={control}
                name={`benefits.${index}.ar`}
                label={t('form.benefitAr', { number: index + 1 })}
                required
                fullWidth
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
            </Grid>
            <Grid size="auto">
              <IconButton
                aria-label={t('form.removeBenefit', { number: index + 1 })}
                onClick={() => benefits.remove(index)}
                disabled={benefits.fields.length === 1}
              >
                <DeleteIcon />
              </IconButton>
            </Grid>
          </Grid>
        ))}
        {benefitsError && <FormHelperText error>{benefitsError}</FormHelperText>}
        <div>
          <Button
            startIcon={<AddIcon />}
            onClick={() => benefits.append({ en: '', ar: '' })}
            disabled={benefits.fields.length >= PLUS_MAX_BENEFITS}
          >
            {t('form.addBenefit')}
          </Button>
        </div>
      </FormSection>
      <FormActions
        submitting={formState.isSubmitting}
        cancelHref={hrefFor('general.plus')}
        submitLabel={plan ? t('form.save') : t('form.create')}
      />
    </Stack>
  );
}
