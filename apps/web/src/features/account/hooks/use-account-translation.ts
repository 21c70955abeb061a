import { useFeatureTranslation } from '../../../lib/i18n';
import { accountLocales } from '../locales';

export function useAccountTranslation() {
  return useFeatureTranslation(accountLocales);
}
