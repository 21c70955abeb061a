import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the Plus screens (General > Plus), namespace `plus`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const plusLocales = featureNamespace<Tree>('plus', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
