import { featureNamespace } from '../../lib/i18n';
import type { Strings } from './locales.en';

/**
 * Strings of the customer page (one page per customer) and the global search, namespace `customers`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const customersLocales = featureNamespace<Strings>('customers', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
