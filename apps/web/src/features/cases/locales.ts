import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the case screens (the list and the case page), namespace `cases`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const casesLocales = featureNamespace<Tree>('cases', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
