import { featureNamespace } from '../../lib/i18n';
import type { ApprovalWordStrings } from './approval-word-locales.en';

/**
 * How a four-eyes request is named (its action, its record), namespace `approvalWords`: shared by the
 * Approvals screen, the bell's notifications and the staff account page, which may not import each
 * other. One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const approvalWordLocales = featureNamespace<ApprovalWordStrings>('approvalWords', {
  en: () => import('./approval-word-locales.en'),
  ar: () => import('./approval-word-locales.ar'),
  fr: () => import('./approval-word-locales.fr'),
  'ar-MA': () => import('./approval-word-locales.ar-MA'),
});
