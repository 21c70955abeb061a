import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the merchants screens, namespace `merchants`. Snackbar texts of the spec come from useMessage.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const merchantsLocales = featureNamespace<Tree>('merchants', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
