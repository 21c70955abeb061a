import type { ApprovalWordStrings } from './approval-word-locales.en';

const strings: ApprovalWordStrings = {
  actions: {
    'cashout.approve': 'الموافقة على سحب',
    'credit-line.change-limit': 'رفع حد ائتمان',
    'financing.assign-partner': 'تعيين شريك تمويل',
    'financing.unblock': 'رفع حظر التمويل عن عملاء',
    'blacklist.remove': 'حذف رقم قومي من القائمة السوداء',
    'staff.permissions': 'تغيير صلاحيات حساب موظف',
    'bulk.apply': 'تطبيق ملف جماعي',
    'rule.activate': 'تفعيل قاعدة',
    'approval-policy.loosen': 'تخفيف سياسة الموافقة الثنائية',
  },

  targets: {
    affiliate_cashout: 'طلب السحب رقم {{id}}',
    credit_line: 'حد الائتمان رقم {{id}}',
    financing_partner: 'الشريك رقم {{id}}',
    financing_block: 'العملاء: {{id}}',
    blacklist_entry: 'قيد القائمة السوداء رقم {{id}}',
    bulk_batch: 'الدفعة رقم {{id}}',
    rule: 'القاعدة رقم {{id}}',
    approval_policy: 'السياسة: {{id}}',
    staff_account: 'الحساب {{id}}',
    other: '{{type}} {{id}}',
  },
};

export default strings;
