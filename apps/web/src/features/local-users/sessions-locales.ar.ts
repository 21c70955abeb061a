import type { Strings } from './sessions-locales.en';

/** The Arabic strings of namespace `staffSessions` (sessions-locales.ts loads the language on screen only). */
const ar: Strings = {
  title: 'الجلسات',
  browser: 'المتصفح',
  address: 'العنوان',
  started: 'البداية',
  lastSeen: 'آخر نشاط',
  revoke: 'تسجيل الخروج',
  revokeLabel: 'إنهاء الجلسة التي بدأت {{started}}',
  revoked: 'انتهت الجلسة',
  failed: 'تعذّر إنهاء الجلسة',
  loadFailed: 'تعذّر تحميل الجلسات',
  empty: 'لا توجد جلسات مفتوحة',
  unknownBrowser: 'متصفح غير معروف',
};

export default ar;
