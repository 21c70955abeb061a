import { featureNamespace } from '../../lib/i18n';
import type { Strings } from './locales.en';

/**
 * Strings of the bulk upload screens, namespace `bulk`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const bulkLocales = featureNamespace<Strings>('bulk', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
