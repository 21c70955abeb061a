import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { putHoliday, type Holiday } from '@cmt/contract/endpoints/calendar';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { contractResolver } from '../../../kit/form/contract-resolver';
import { FormDateField } from '../../../kit/form/form-date-field';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useSnackbar } from '../../../kit/snackbar';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useSaveHoliday } from '../api/save-holiday';
import { useCalendarTranslation } from '../hooks/use-calendar-translation';

interface Fields {
  date: string;
  name: string;
  nameAr: string;
}

/** The endpoint's params and body together: what the form checks before it sends. */
const holidaySchema = putHoliday.body.extend(putHoliday.params.shape);
const toBody = (fields: Fields) => ({
  date: fields.date,
  name: fields.name,
  nameAr: fields.nameAr.trim() === '' ? null : fields.nameAr,
});

/**
 * Adds a holiday (`holiday` null: its date typed in the UI language's order, starting in `year`) or
 * renames one (its date fixed). Mounted only while open.
 */
export function HolidayDialog({
  holiday,
  year,
  onClose,
}: {
  holiday: Holiday | null;
  year: number;
  onClose: () => void;
}) {
  const { t } = useCalendarTranslation();
  const formatDate = useFormatDate();
  const snackbar = useSnackbar();
  const save = useSaveHoliday();
  const { control, handleSubmit, setError, formState } = useForm<Fields>({
    resolver: contractResolver(holidaySchema, toBody),
    defaultValues: {
      date: holiday?.date ?? '',
      name: holiday?.name ?? '',
      nameAr: holiday?.nameAr ?? '',
    },
  });
  const submit = handleSubmit(async (fields) => {
    const { date, ...body } = toBody(fields);
    try {
      await save.mutateAsync({ date, body });
      snackbar.show(t('holidays.saved'), 'success');
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, { fields: ['name', 'nameAr'] }))
        snackbar.show(t('holidays.saveFailed'), 'error');
    }
  });
  return (
    <FormDialog
      open
      title={holiday ? t('holidays.renameTitle', { date: formatDate(holiday.date) }) : t('holidays.addTitle')}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {!holiday && (
          <FormDateField
            control={control}
            name="date"
            label={t('holidays.date')}
            helperText={t('holidays.dateHelp', { year })}
            required
            autoFocus
          />
        )}
        <FormTextField
          control={control}
          name="name"
          label={t('holidays.name')}
          required
          fullWidth
          autoFocus={Boolean(holiday)}
        />
        <FormTextField
          control={control}
          name="nameAr"
          label={t('holidays.nameAr')}
          fullWidth
          slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        />
      </Stack>
    </FormDialog>
  );
}
