import { useFeatureTranslation } from '../../lib/i18n';
import { permissionLocales } from './permission-locales';

export function usePermissionTranslation() {
  return useFeatureTranslation(permissionLocales);
}
