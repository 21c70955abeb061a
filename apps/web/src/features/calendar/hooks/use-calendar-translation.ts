import { useFeatureTranslation } from '../../../lib/i18n';
import { calendarLocales } from '../locales';

export function useCalendarTranslation() {
  return useFeatureTranslation(calendarLocales);
}
