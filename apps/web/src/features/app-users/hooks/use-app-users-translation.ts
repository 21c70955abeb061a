import { useFeatureTranslation } from '../../../lib/i18n';
import { appUsersLocales } from '../locales';

export function useAppUsersTranslation() {
  return useFeatureTranslation(appUsersLocales);
}
