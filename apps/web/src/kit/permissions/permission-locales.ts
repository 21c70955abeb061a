import { featureNamespace } from '../../lib/i18n';
import type { PermissionStrings } from './permission-locales.en';

/**
 * What each permission means to the staff member choosing it, namespace `permissions`: a label per
 * token key, the names of the screens outside the menu (menu screens use the menu's own labels),
 * and a line for the keys that open no screen. Which screens a key opens is read from the
 * contract's routes (`permission-screens.ts`), never listed here.
 * One module per language, loaded on demand (lib/i18n useFeatureTranslation).
 */
export const permissionLocales = featureNamespace<PermissionStrings>('permissions', {
  en: () => import('./permission-locales.en'),
  ar: () => import('./permission-locales.ar'),
  fr: () => import('./permission-locales.fr'),
  'ar-MA': () => import('./permission-locales.ar-MA'),
});
