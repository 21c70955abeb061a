import { useFeatureTranslation } from '../../../lib/i18n';
import { approvalsLocales } from '../locales';

export function useApprovalsTranslation() {
  return useFeatureTranslation(approvalsLocales);
}
