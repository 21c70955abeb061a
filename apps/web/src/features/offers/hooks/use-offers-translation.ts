import { useFeatureTranslation } from '../../../lib/i18n';
import { offersLocales } from '../locales';

export function useOffersTranslation() {
  return useFeatureTranslation(offersLocales);
}
