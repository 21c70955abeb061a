import type { Strings } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `notifications` (locales.ts loads the language on screen only). */
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
    'approval.requested': 'كيتسنّى القرار ديالك — {{action}}: {{record}}، طلبو {{by}}',
    'approval.approved': 'الطلب ديالك تقبل — {{action}}: {{record}}',
    'approval.rejected': 'الطلب ديالك ترفض — {{action}}: {{record}}',
    'claim.takenOver': '{{by}} خدا {{what}} رقم {{id}} اللي كان عندك',
    'sms.finished': 'الصيفط ديال الرسائل رقم {{jobId}} سالا: تصيفطو {{sent}}، ما دازوش {{failed}}',
    'case.mentioned': 'ذكروك ف ملاحظة على الملف {{reference}}',
    'case.assigned': 'عطاوك الملف {{reference}}',
    'case.reminder': 'الملف {{reference}} خاصو يسالى ف {{dueOn}}: بقاو جوج أيام ديال الخدمة',
    'case.breached': 'الملف {{reference}} فاتو الأجل ديالو ({{dueOn}}) وطلعوه للمسؤولين',
  },
  request: 'الطلب رقم {{id}}',
  items: {
    'profile-validation': 'ملف التحقق ديال الهوية',
    'affiliate-cashout': 'طلب السحب',
    'credit-line': 'مراجعة الطلب',
  },
};

export default arMA;
