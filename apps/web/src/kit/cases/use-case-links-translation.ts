import { useFeatureTranslation } from '../../lib/i18n';
import { caseLinksLocales } from './locales';

/** Translation function of the record pages' cases and "Open a case" (namespace `caseLinks`). */
export function useCaseLinksTranslation() {
  return useFeatureTranslation(caseLinksLocales);
}
