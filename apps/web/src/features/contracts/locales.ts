import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the contracts screens, namespace `contracts`. The printed documents are Arabic by law and not translated.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const contractsLocales = featureNamespace<Tree>('contracts', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
