import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the Calendar screen (the complaints desk's business days), namespace `calendar`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const calendarLocales = featureNamespace<Tree>('calendar', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
