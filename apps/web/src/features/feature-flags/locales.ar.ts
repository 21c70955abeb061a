import type { Tree } from './locales.en';

/** The Arabic strings of namespace `featureFlags` (locales.ts loads the language on screen only). */
const ar: Tree = {
  title: 'مفاتيح الميزات',
  subtitle: 'مفاتيح وإعدادات تقرؤها التطبيقات عند بدء التشغيل',
  newFlag: 'مفتاح جديد',
  createTitle: 'مفتاح ميزة جديد',
  editTitle: 'تعديل مفتاح الميزة',
  searchKey: 'البحث بالمفتاح',
  tableLabel: 'مفاتيح الميزات',
  empty: 'لا توجد مفاتيح ميزات مطابقة',
  columns: {
    key: 'المفتاح',
    value: 'القيمة',
    description: 'الوصف',
    updatedAt: 'آخر تحديث',
    actions: 'الإجراءات',
  },
  edit: 'تعديل {{key}}',
  delete: 'حذف {{key}}',
  confirmDeleteTitle: 'حذف مفتاح الميزة؟',
  confirmDeleteMessage: 'سيُحذف المفتاح «{{key}}». ستعود التطبيقات التي تقرؤه إلى قيمتها الافتراضية.',
  deleted: 'تم حذف مفتاح الميزة',
  deleteFailed: 'تعذّر حذف مفتاح الميزة',
  listLoadFailed: 'تعذّر تحميل مفاتيح الميزات',
  created: 'تم إنشاء مفتاح الميزة',
  updated: 'تم حفظ مفتاح الميزة',
  saveFailed: 'تعذّر حفظ مفتاح الميزة',
  loadFailed: 'تعذّر تحميل مفتاح الميزة',
  duplicateKey: 'يوجد مفتاح ميزة بهذا الاسم بالفعل',
  fields: {
    key: 'المفتاح',
    keyHelp: 'مثال: isCardCaasEnabled',
    description: 'الوصف',
    type: 'نوع القيمة',
    value: 'القيمة',
    enabled: 'مفعّل',
    listHelp: 'اكتب قيمة ثم اضغط Enter أو فاصلة',
  },
  types: { boolean: 'تشغيل / إيقاف', number: 'رقم', string: 'نص', list: 'قائمة نصوص' },
  on: 'مفعّل',
  off: 'معطّل',
  more: '+{{count}} أخرى',
};

export default ar;
