import { useFeatureTranslation } from '../../../lib/i18n';
import { complianceLocales } from '../locales';

export function useComplianceTranslation() {
  return useFeatureTranslation(complianceLocales);
}
