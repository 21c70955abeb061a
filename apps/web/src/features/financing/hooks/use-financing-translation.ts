import { useFeatureTranslation } from '../../../lib/i18n';
import { financingLocales } from '../locales';

export function useFinancingTranslation() {
  return useFeatureTranslation(financingLocales);
}
