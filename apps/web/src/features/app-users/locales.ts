import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the app users screen (General > App User management), namespace `appUsers`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const appUsersLocales = featureNamespace<Tree>('appUsers', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
