import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of row selection and bulk actions (issue 21 §6), namespace `bulkRows`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const bulkRowsLocales = featureNamespace<Tree>('bulkRows', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
