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
    'approval.requested': 'بانتظار قرارك — {{action}}: {{record}}، طلبه {{by}}',
    'approval.approved': 'تمت الموافقة على طلبك — {{action}}: {{record}}',
    'approval.rejected': 'تم رفض طلبك — {{action}}: {{record}}',
    'claim.takenOver': 'تولّى {{by}} {{what}} رقم {{id}} الذي كنت قد أخذته',
    'sms.finished': 'انتهى إرسال الرسائل رقم {{jobId}}: أُرسلت {{sent}}، فشلت {{failed}}',
    'case.mentioned': 'تمت الإشارة إليك في ملاحظة على الحالة {{reference}}',
    'case.assigned': 'أُسندت إليك الحالة {{reference}}',
    'case.reminder': 'تستحق الحالة {{reference}} في {{dueOn}}: يتبقى يوما عمل',
    'case.breached': 'تجاوزت الحالة {{reference}} موعد استحقاقها ({{dueOn}}) وصُعِّدت',
  },
  request: 'الطلب رقم {{id}}',
  withAmount: '{{record}}، {{amount}}',
  items: {
    'profile-validation': 'ملف التحقق من الهوية',
    'affiliate-cashout': 'طلب الصرف',
    'credit-line': 'مراجعة الطلب',
  },
};

export default ar;
