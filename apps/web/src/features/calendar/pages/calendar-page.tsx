import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CALENDAR_YEARS } from '@cmt/contract/endpoints/calendar';
import { PageHeader } from '../../../kit/page-header';
import { useUrlParam } from '../../../kit/use-url-param';
import { cairoDate } from '../../../lib/dates';
import { BusinessDayCalculator } from '../components/business-day-calculator';
import { CaseDeadlinesPanel } from '../components/case-deadlines-panel';
import { HolidaysPanel } from '../components/holidays-panel';
import { useCalendarTranslation } from '../hooks/use-calendar-translation';

/** The years the picker offers: last year to three years ahead, and the one in the address. */
function yearsAround(thisYear: number, shown: number): number[] {
  const years = new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, thisYear + 3, shown]);
  return [...years].filter((y) => y >= CALENDAR_YEARS.min && y <= CALENDAR_YEARS.max).sort();
}

/**
 * /app/calendar (manage-calendar): the complaints desk's business-day calendar. A year's public
 * holidays (the year in the address, `?year=`), the business-day calculator, and the business days
 * of each kind of case.
 */
export default function CalendarPage() {
  const { t } = useCalendarTranslation();
  const thisYear = Number(cairoDate().slice(0, 4));
  const [yearParam, setYear] = useUrlParam('year', { replace: true });
  const year =
    yearParam !== null && yearParam >= CALENDAR_YEARS.min && yearParam <= CALENDAR_YEARS.max
      ? yearParam
      : thisYear;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <TextField
            select
            size="small"
            label={t('year')}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ minInlineSize: 120 }}
          >
            {yearsAround(thisYear, year).map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <Stack spacing={3}>
        <HolidaysPanel year={year} />
        <BusinessDayCalculator />
        <CaseDeadlinesPanel />
      </Stack>
    </>
  );
}
