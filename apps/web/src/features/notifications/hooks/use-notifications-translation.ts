import { useFeatureTranslation } from '../../../lib/i18n';
import { notificationsLocales } from '../locales';

export function useNotificationsTranslation() {
  return useFeatureTranslation(notificationsLocales);
}
