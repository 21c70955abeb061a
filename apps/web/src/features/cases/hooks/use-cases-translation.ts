import { useFeatureTranslation } from '../../../lib/i18n';
import { casesLocales } from '../locales';

export function useCasesTranslation() {
  return useFeatureTranslation(casesLocales);
}
