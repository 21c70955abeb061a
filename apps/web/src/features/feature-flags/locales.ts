import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the feature flag screens, namespace `featureFlags`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const featureFlagsLocales = featureNamespace<Tree>('featureFlags', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
