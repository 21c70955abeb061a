import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the files screen (General > Files), namespace `files`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const filesLocales = featureNamespace<Tree>('files', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
