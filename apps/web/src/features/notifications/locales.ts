import { featureNamespace } from '../../lib/i18n';
import type { Strings } from './locales.en';

/**
 * Strings of the notifications (namespace `notifications`): the app bar's bell, and its panel, which
 * words each notification from its kind and params (the server sends no sentence).
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const notificationsLocales = featureNamespace<Strings>('notifications', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
