import { useLanguage } from '../../../lib/i18n';

/** The weekday of a calendar date (`YYYY-MM-DD`) in the UI language ("Thursday", "الخميس"). */
export function useWeekday() {
  const { language } = useLanguage();
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}
