import { useFeatureTranslation } from '../lib/i18n';
import { patternsLocales } from './locales';

/** Translation function for the shared list/form patterns (namespace `patterns`). */
export function usePatternsTranslation() {
  return useFeatureTranslation(patternsLocales);
}
