/** Strings of a staff account's sessions panel (edit dialog), namespace `staffSessions`. */
const en = {
  title: 'Sessions',
  browser: 'Browser',
  address: 'Address',
  started: 'Started',
  lastSeen: 'Last seen',
  revoke: 'Sign out',
  revokeLabel: 'Sign out the session started {{started}}',
  revoked: 'The session has ended',
  failed: 'Could not end the session',
  loadFailed: 'Could not load the sessions',
  empty: 'No open sessions',
  unknownBrowser: 'Unknown browser',
};

type Strings = typeof en;

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

const fr: Strings = {
  title: 'Sessions',
  browser: 'Navigateur',
  address: 'Adresse',
  started: 'Début',
  lastSeen: 'Dernière activité',
  revoke: 'Déconnecter',
  revokeLabel: 'Déconnecter la session ouverte le {{started}}',
  revoked: 'La session est terminée',
  failed: 'Impossible de terminer la session',
  loadFailed: 'Impossible de charger les sessions',
  empty: 'Aucune session ouverte',
  unknownBrowser: 'Navigateur inconnu',
};

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

export const staffSessionsLocales = { en, ar, fr, 'ar-MA': arMA };
