import { useFeatureTranslation } from '../../../lib/i18n';
import { customersLocales } from '../locales';

export function useCustomersTranslation() {
  return useFeatureTranslation(customersLocales);
}
