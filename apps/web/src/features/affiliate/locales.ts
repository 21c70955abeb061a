import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the affiliate (cashback) screens, namespace `affiliate`. The spec's snackbar texts
 * (loading merchants, categories, cashouts, popular merchants…) come from useMessage.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const affiliateLocales = featureNamespace<Tree>('affiliate', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
