import { useFeatureTranslation } from '../../../lib/i18n';
import { contractsLocales } from '../locales';

export function useContractsTranslation() {
  return useFeatureTranslation(contractsLocales);
}
