import { useFeatureTranslation } from '../../../lib/i18n';
import { localUsersLocales } from '../locales';

export function useLocalUsersTranslation() {
  return useFeatureTranslation(localUsersLocales);
}
