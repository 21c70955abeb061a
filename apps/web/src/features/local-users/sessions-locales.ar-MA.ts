import type { Strings } from './sessions-locales.en';

/** The Moroccan Arabic strings of namespace `staffSessions` (sessions-locales.ts loads the language on screen only). */
const arMA: Strings = {
  title: 'الجلسات',
  browser: 'المتصفح',
  address: 'العنوان',
  started: 'البداية',
  lastSeen: 'آخر مرة',
  revoke: 'خرّج',
  revokeLabel: 'خرّج الجلسة اللي بدات {{started}}',
  revoked: 'الجلسة سالات',
  failed: 'ما قدرناش نساليو الجلسة',
  loadFailed: 'ما قدرناش نجيبو الجلسات',
  empty: 'ما كاين حتى جلسة مفتوحة',
  unknownBrowser: 'متصفح ما معروفش',
};

export default arMA;
