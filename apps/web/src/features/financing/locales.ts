import { featureNamespace } from '../../lib/i18n';
import type { FinancingStrings } from './locales.en';

/**
 * Strings of the financing screens, namespace `financing`. Snackbar load errors come from useMessage.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const financingLocales = featureNamespace<FinancingStrings>('financing', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
