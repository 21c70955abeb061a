import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the banner screens, namespace `banners`. Snackbar texts come from the spec (useMessage).
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const bannersLocales = featureNamespace<Tree>('banners', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
