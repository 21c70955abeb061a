import { useFeatureTranslation } from '../../../lib/i18n';
import { bannersLocales } from '../locales';

export function useBannersTranslation() {
  return useFeatureTranslation(bannersLocales);
}
