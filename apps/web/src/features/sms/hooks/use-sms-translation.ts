import { useFeatureTranslation } from '../../../lib/i18n';
import { smsLocales } from '../locales';

export function useSmsTranslation() {
  return useFeatureTranslation(smsLocales);
}
