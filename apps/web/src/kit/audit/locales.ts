import { featureNamespace } from '../../lib/i18n';
import type { Strings } from './locales.en';

/**
 * Strings of the audit entry views shared by the Audit trail screen and every History panel, namespace `auditEntries`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const auditEntryLocales = featureNamespace<Strings>('auditEntries', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
