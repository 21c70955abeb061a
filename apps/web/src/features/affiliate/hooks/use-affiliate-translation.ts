import { useFeatureTranslation } from '../../../lib/i18n';
import { affiliateLocales } from '../locales';

export function useAffiliateTranslation() {
  return useFeatureTranslation(affiliateLocales);
}
