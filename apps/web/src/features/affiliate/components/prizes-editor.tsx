import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import { MAX_CONTEST_PRIZES, type ContestInput } from '@cmt/contract/endpoints/affiliate';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

/** The contest's prizes in order: what each is, in both languages, and its value in EGP when it has one. */
export function PrizesEditor({ control }: { control: Control<ContestInput> }) {
  const { t } = useAffiliateTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes', keyName: 'fieldKey' });
  return (
    <Stack spacing={2}>
      {fields.length === 0 && <Typography color="text.secondary">{t('contest.noPrizes')}</Typography>}
      {fields.map((field, index) => (
        <Paper key={field.fieldKey} variant="outlined" sx={{ p: 2 }} component="fieldset">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="legend" variant="subtitle2">
              {t('contest.prize', { number: index + 1 })}
            </Typography>
            <IconButton
              aria-label={t('contest.removePrize', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 5 }}>
              <FormTextField
                control={control}
                name={`prizes.${index}.titleEn`}
                label={t('contest.prizeTitleEn')}
                required
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={control}
                name={`prizes.${index}.titleAr`}
                label={t('contest.prizeTitleAr')}
                required
                fullWidth
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormTextField
                control={control}
                name={`prizes.${index}.value`}
                label={t('contest.prizeValue')}
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
              />
            </Grid>
          </Grid>
        </Paper>
      ))}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ titleEn: '', titleAr: '', value: '' })}
          disabled={fields.length >= MAX_CONTEST_PRIZES}
        >
          {t('contest.addPrize')}
        </Button>
      </div>
    </Stack>
  );
}
