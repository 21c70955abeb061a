import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the decisions shown on record pages, their dialog and the printed statement (issue 37),
 * namespace `decisions`. One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const decisionsLocales = featureNamespace<Tree>('decisions', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
