import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the local users (staff accounts) screen, namespace `localUsers`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const localUsersLocales = featureNamespace<Tree>('localUsers', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
