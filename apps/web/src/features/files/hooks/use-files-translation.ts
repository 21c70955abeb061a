import { useFeatureTranslation } from '../../../lib/i18n';
import { filesLocales } from '../locales';

export function useFilesTranslation() {
  return useFeatureTranslation(filesLocales);
}
