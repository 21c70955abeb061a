import { featureNamespace } from '../../lib/i18n';
import type { Strings } from './locales.en';

/**
 * Strings of the My account page, namespace `account`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const accountLocales = featureNamespace<Strings>('account', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
