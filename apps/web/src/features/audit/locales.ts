import { featureNamespace } from '../../lib/i18n';
import type { Strings } from './locales.en';

/**
 * Strings of the Audit trail screen, namespace `audit` (the entry views' own strings: kit/audit/locales.ts).
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const auditLocales = featureNamespace<Strings>('audit', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
