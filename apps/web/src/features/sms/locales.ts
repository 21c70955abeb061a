import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the SMS screen (General > SMS), namespace `sms`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const smsLocales = featureNamespace<Tree>('sms', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
