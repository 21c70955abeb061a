import type { ApprovalWordStrings } from './approval-word-locales.en';
import ar from './approval-word-locales.ar';

/** Moroccan Arabic: its own words for the actions, Arabic's for the records. */
const strings: ApprovalWordStrings = {
  ...ar,
  actions: {
    'cashout.approve': 'الموافقة على سحب',
    'credit-line.change-limit': 'رفع حد ائتمان',
    'financing.assign-partner': 'تعيين شريك تمويل',
    'financing.unblock': 'رفع حظر التمويل على كليان',
    'blacklist.remove': 'حيد رقم وطني من اللائحة السوداء',
    'staff.permissions': 'تبديل صلاحيات حساب خدّام',
    'bulk.apply': 'تطبيق ملف جماعي',
    'rule.activate': 'تفعيل قاعدة',
    'approval-policy.loosen': 'تخفيف سياسة الموافقة الثنائية',
  },
};

export default strings;
