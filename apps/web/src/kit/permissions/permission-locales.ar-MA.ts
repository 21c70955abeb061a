import type { PermissionStrings } from './permission-locales.en';
import ar from './permission-locales.ar';

/** Moroccan Arabic takes Arabic's terms for permissions and screens (the menu's MSA terms). */
const arMA: PermissionStrings = {
  ...ar,
  opens: 'كتحلّ: {{screens}}',
  uses: {
    markAsSigned: 'البوطونة «تسجيل التوقيع» فعقود لاكي وعقود كونكت',
    nothing: 'ما كتحلّ حتى شاشة فهاد النسخة',
  },
  key: 'المفتاح: {{key}}',
};

export default arMA;
