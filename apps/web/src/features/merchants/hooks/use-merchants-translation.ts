import { useFeatureTranslation } from '../../../lib/i18n';
import { merchantsLocales } from '../locales';

export function useMerchantsTranslation() {
  return useFeatureTranslation(merchantsLocales);
}
