import { useFeatureTranslation } from '../../../lib/i18n';
import { plusLocales } from '../locales';

export function usePlusTranslation() {
  return useFeatureTranslation(plusLocales);
}
