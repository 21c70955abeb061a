import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MAX_BUSINESS_DAYS } from '@cmt/contract/business-days';
import { latinDigits } from '@cmt/contract/digits';
import { DateField } from '../../../kit/date-field';
import { PageHeader } from '../../../kit/page-header';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { cairoDate } from '../../../lib/dates';
import { useBusinessDays } from '../api/get-business-days';
import { useCalendarTranslation } from '../hooks/use-calendar-translation';
import { useWeekday } from './use-weekday';

/** The whole number typed (any script's digits), within 0 and the contract's largest count; else null. */
const readDays = (text: string): number | null => {
  const digits = latinDigits(text.trim());
  if (!/^\d{1,3}$/.test(digits)) return null;
  const days = Number(digits);
  return days <= MAX_BUSINESS_DAYS ? days : null;
};

/**
 * From a day and a number of business days, the due day the server counts (Friday, Saturday and the
 * holidays skipped), and the days it skipped on the way with why.
 */
export function BusinessDayCalculator() {
  const { t } = useCalendarTranslation();
  const formatDate = useFormatDate();
  const weekday = useWeekday();
  const [from, setFrom] = useState(cairoDate());
  const [daysText, setDaysText] = useState('15');
  const days = readDays(daysText);
  const count = useBusinessDays(from, days);
  const answer = count.data;

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="calculator-title">
      <PageHeader level={2} title={<span id="calculator-title">{t('calculator.title')}</span>} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label={t('calculator.from')} value={from} onChange={setFrom} />
        <TextField
          label={t('calculator.days')}
          value={daysText}
          onChange={(event) => setDaysText(event.target.value)}
          error={days === null}
          helperText={t('calculator.daysHelp', { max: MAX_BUSINESS_DAYS })}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
      </Stack>
      {count.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('calculator.failed')}
        </Alert>
      )}
      {answer && days !== null && (
        <div aria-live="polite">
          <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="business-days-due">
            {t('calculator.due', { date: `${weekday(answer.due)} ${formatDate(answer.due)}` })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('calculator.dueHelp')}
          </Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {t('calculator.skipped')}
          </Typography>
          {answer.skipped.length === 0 ? (
            <Typography variant="body2">{t('calculator.noneSkipped')}</Typography>
          ) : (
            <List dense aria-label={t('calculator.skipped')}>
              {answer.skipped.map((day) => (
                <ListItem key={day.date} disableGutters>
                  {weekday(day.date)} {formatDate(day.date)} —{' '}
                  {day.reason === 'HOLIDAY'
                    ? t('calculator.holiday', { name: day.name ?? '' })
                    : t('calculator.weekend')}
                </ListItem>
              ))}
            </List>
          )}
        </div>
      )}
    </Paper>
  );
}
