import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the compliance screens (profile validation, NID download, blacklist), namespace `compliance`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const complianceLocales = featureNamespace<Tree>('compliance', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
