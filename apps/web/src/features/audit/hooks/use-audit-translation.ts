import { useFeatureTranslation } from '../../../lib/i18n';
import { auditLocales } from '../locales';

export function useAuditTranslation() {
  return useFeatureTranslation(auditLocales);
}
