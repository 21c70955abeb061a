import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the offers screens, namespace `offers`. Snackbar texts of the spec come from useMessage.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const offersLocales = featureNamespace<Tree>('offers', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
