import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the cases shown on record pages and of "Open a case" (issue 36), namespace `caseLinks`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const caseLinksLocales = featureNamespace<Tree>('caseLinks', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
