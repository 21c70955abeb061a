import { useFeatureTranslation } from '../../lib/i18n';
import { bulkRowsLocales } from './locales';

/** Translation function of row selection and bulk actions (namespace `bulkRows`). */
export function useBulkRowsTranslation() {
  return useFeatureTranslation(bulkRowsLocales);
}
