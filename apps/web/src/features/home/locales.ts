import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the home (issue 21), namespace `home`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const homeLocales = featureNamespace<Tree>('home', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
