import type { Translations } from '../../lib/translations';

/**
 * Strings of the notifications (namespace `notifications`): the app bar's bell, and its panel, which
 * words each notification from its kind and params (the server sends no sentence).
 */
const en = {
  bell_one: 'Notifications: {{count}} unread',
  bell_other: 'Notifications: {{count}} unread',
  title: 'Notifications',
  none: 'No notifications in the last 30 days',
  readAll: 'Mark all read',
  markRead: 'Mark read',
  failed: 'Could not load the notifications',
  kinds: {
    'bulk.validated': 'Your file {{fileName}} was checked: {{invalidRows}} rows with errors',
    'bulk.applied': 'Your file {{fileName}} was applied: {{rows}} rows',
    'bulk.failed': 'Your file {{fileName}} failed',
    'approval.approved': 'Your request #{{approvalId}} was approved',
    'approval.rejected': 'Your request #{{approvalId}} was rejected',
    'claim.takenOver': '{{by}} took over {{what}} #{{id}} you had taken',
  },
  items: {
    'profile-validation': 'the KYC profile',
    'affiliate-cashout': 'the cashout',
    'credit-line': 'the application review',
    'sms.finished': 'Your SMS sending #{{jobId}} finished: {{sent}} sent, {{failed}} failed',
  },
};

type Strings = Translations<typeof en>;

const ar: Strings = {
  bell_zero: 'الإشعارات: لا جديد',
  bell_one: 'الإشعارات: إشعار واحد غير مقروء',
  bell_two: 'الإشعارات: إشعاران غير مقروءين',
  bell_few: 'الإشعارات: {{count}} إشعارات غير مقروءة',
  bell_many: 'الإشعارات: {{count}} إشعارًا غير مقروء',
  bell_other: 'الإشعارات: {{count}} إشعار غير مقروء',
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

const fr: Strings = {
  bell_one: 'Notifications : {{count}} non lue',
  bell_other: 'Notifications : {{count}} non lues',
  title: 'Notifications',
  none: 'Aucune notification ces 30 derniers jours',
  readAll: 'Tout marquer comme lu',
  markRead: 'Marquer comme lu',
  failed: 'Impossible de charger les notifications',
  kinds: {
    'bulk.validated': 'Votre fichier {{fileName}} a été vérifié : {{invalidRows}} lignes en erreur',
    'bulk.applied': 'Votre fichier {{fileName}} a été appliqué : {{rows}} lignes',
    'bulk.failed': 'Votre fichier {{fileName}} a échoué',
    'approval.approved': 'Votre demande n° {{approvalId}} a été approuvée',
    'approval.rejected': 'Votre demande n° {{approvalId}} a été refusée',
    'claim.takenOver': '{{by}} a repris {{what}} n° {{id}} que vous aviez pris',
  },
  items: {
    'profile-validation': 'le profil KYC',
    'affiliate-cashout': 'la demande de retrait',
    'credit-line': 'la revue de demande',
    'sms.finished': 'Votre envoi de SMS n° {{jobId}} est terminé : {{sent}} envoyés, {{failed}} en échec',
  },
};

const arMA: Strings = {
  ...ar,
  none: 'ما كاين حتى إشعار فـ 30 يوم اللي فاتو',
  readAll: 'علّم كلشي مقري',
  markRead: 'علّم مقري',
  failed: 'ما قدرناش نجيبو الإشعارات',
  kinds: {
    'bulk.validated': 'الملف ديالك {{fileName}} تشاف: سطور فيهم غلطات {{invalidRows}}',
    'bulk.applied': 'الملف ديالك {{fileName}} تطبّق: عدد السطور {{rows}}',
    'bulk.failed': 'الملف ديالك {{fileName}} ما دازش',
    'approval.approved': 'الطلب ديالك رقم {{approvalId}} تقبل',
    'approval.rejected': 'الطلب ديالك رقم {{approvalId}} ترفض',
    'claim.takenOver': '{{by}} خدا {{what}} رقم {{id}} اللي كان عندك',
  },
  items: {
    'profile-validation': 'ملف التحقق ديال الهوية',
    'affiliate-cashout': 'طلب السحب',
    'credit-line': 'مراجعة الطلب',
    'sms.finished': 'الصيفط ديال الرسائل رقم {{jobId}} سالا: تصيفطو {{sent}}، ما دازوش {{failed}}',
  },
};

export const notificationsLocales = { en, ar, fr, 'ar-MA': arMA };
