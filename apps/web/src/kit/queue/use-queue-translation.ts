import { useFeatureTranslation } from '../../lib/i18n';
import { queueLocales } from './locales';

export function useQueueTranslation() {
  return useFeatureTranslation(queueLocales);
}
