import { useFeatureTranslation } from '../../lib/i18n';
import { decisionsLocales } from './locales';

/** Translation function of the decisions panel, dialog and statement (namespace `decisions`). */
export function useDecisionsTranslation() {
  return useFeatureTranslation(decisionsLocales);
}
