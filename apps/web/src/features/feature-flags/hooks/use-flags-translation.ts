import { useFeatureTranslation } from '../../../lib/i18n';
import { featureFlagsLocales } from '../locales';

export function useFlagsTranslation() {
  return useFeatureTranslation(featureFlagsLocales);
}
