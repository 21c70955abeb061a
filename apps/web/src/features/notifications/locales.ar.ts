import type { Strings } from './locales.en';

/** The Arabic strings of namespace `notifications` (locales.ts loads the language on screen only). */
const ar: Strings = {
  title: 'الإشعارات',
  none: 'لا إشعارات في آخر 30 يومًا',
  readAll: 'تعليم الكل كمقروء',
  markRead: 'تعليم كمقروء',
  failed: 'تعذّر تحميل الإشعارات',
  kinds: {
    'bulk.validated': 'تم فحص ملفك {{fileName}}: صفوف بها أخطاء {{invalidRows}}',
    'bulk.applied': 'تم تطبيق ملفك {{fileName}}: عدد الصفوف {{rows}}',
    'bulk.failed': 'فشل ملفك {{fileName}}',
    'approval.approved': 'تمت الموافقة على طلبك رقم {{approvalId}}',
    'approval.rejected': 'تم رفض طلبك رقم {{approvalId}}',
    'claim.takenOver': 'تولّى {{by}} {{what}} رقم {{id}} الذي كنت قد أخذته',
  },
  items: {
    'profile-validation': 'ملف التحقق من الهوية',
    'affiliate-cashout': 'طلب الصرف',
    'credit-line': 'مراجعة الطلب',
    'sms.finished': 'انتهى إرسال الرسائل رقم {{jobId}}: أُرسلت {{sent}}، فشلت {{failed}}',
  },
};

export default ar;
