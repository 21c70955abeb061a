import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import type { MerchantInput } from '@cmt/contract/endpoints/merchants';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';

const emptyBranch = {
  nameEn: '',
  nameAr: '',
  addressEn: '',
  addressAr: '',
  city: '',
  governorate: '',
  latitude: '' as unknown as number,
  longitude: '' as unknown as number,
  phone: '',
};

/** The merchant's branches: bilingual name and address, city, governorate, coordinates, phone. */
export function BranchesEditor({ control }: { control: Control<MerchantInput> }) {
  const { t } = useMerchantsTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'branches', keyName: 'fieldKey' });
  const ltr = { htmlInput: { dir: 'ltr' } };
  const rtl = { htmlInput: { dir: 'rtl', lang: 'ar' } };

  return (
    <Stack spacing={2}>
      {fields.length === 0 && <Typography color="text.secondary">{t('form.noBranches')}</Typography>}
      {fields.map((field, index) => (
        <Paper key={field.fieldKey} variant="outlined" sx={{ p: 2 }} component="fieldset">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="legend" variant="subtitle2">
              {t('form.branch', { number: index + 1 })}
            </Typography>
            <IconButton
              aria-label={t('form.removeBranch', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.nameEn`}
                label={t('form.branchNameEn')}
                required
                fullWidth
                slotProps={ltr}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.nameAr`}
                label={t('form.branchNameAr')}
                required
                fullWidth
                slotProps={rtl}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.addressEn`}
                label={t('form.addressEn')}
                required
                fullWidth
                slotProps={ltr}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.addressAr`}
                label={t('form.addressAr')}
                required
                fullWidth
                slotProps={rtl}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.city`}
                label={t('form.city')}
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.governorate`}
                label={t('form.governorate')}
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.latitude`}
                label={t('form.latitude')}
                type="number"
                numeric
                required
                fullWidth
                slotProps={{ htmlInput: { step: '0.000001', min: -90, max: 90, dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.longitude`}
                label={t('form.longitude')}
                type="number"
                numeric
                required
                fullWidth
                slotProps={{ htmlInput: { step: '0.000001', min: -180, max: 180, dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 2 }}>
              <FormTextField
                control={control}
                name={`branches.${index}.phone`}
                label={t('form.phone')}
                type="tel"
                fullWidth
                slotProps={ltr}
              />
            </Grid>
          </Grid>
        </Paper>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append(emptyBranch)} sx={{ alignSelf: 'flex-start' }}>
        {t('form.addBranch')}
      </Button>
    </Stack>
  );
}
