import { featureNamespace } from '../../lib/i18n';
import type { Strings } from './locales.en';

/**
 * Strings of the Approvals screen (four-eyes), namespace `approvals`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const approvalsLocales = featureNamespace<Strings>('approvals', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
