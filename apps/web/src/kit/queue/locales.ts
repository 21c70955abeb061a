import { featureNamespace } from '../../lib/i18n';
import type { Tree } from './locales.en';

/**
 * Strings of the claimable queues (KYC profiles, cashouts, application reviews), namespace `queue`.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const queueLocales = featureNamespace<Tree>('queue', {
  en: () => import('./locales.en'),
  ar: () => import('./locales.ar'),
  fr: () => import('./locales.fr'),
  'ar-MA': () => import('./locales.ar-MA'),
});
