import { featureNamespace } from '../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the shared list/form patterns, namespace `patterns`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const patternsLocales = featureNamespace<Tree>('patterns', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
