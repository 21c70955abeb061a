import { useFeatureTranslation } from '../../../lib/i18n';
import { bulkLocales } from '../locales';

export function useBulkTranslation() {
  return useFeatureTranslation(bulkLocales);
}
