import { featureNamespace } from '../../lib/i18n';
import type { Strings } from './sessions-locales.en';

/**
 * Strings of a staff account's sessions panel (edit dialog), namespace `staffSessions`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const staffSessionsLocales = featureNamespace<Strings>('staffSessions', {
  en: () => import('./sessions-locales.en'),
  ar: () => import('./sessions-locales.ar'),
  fr: () => import('./sessions-locales.fr'),
  'ar-MA': () => import('./sessions-locales.ar-MA'),
});
