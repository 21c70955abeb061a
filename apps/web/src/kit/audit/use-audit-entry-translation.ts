import { useFeatureTranslation } from '../../lib/i18n';
import { auditEntryLocales } from './locales';

export function useAuditEntryTranslation() {
  return useFeatureTranslation(auditEntryLocales);
}
