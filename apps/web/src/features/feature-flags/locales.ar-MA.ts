import type { Tree } from './locales.en';

/** The Moroccan Arabic strings of namespace `featureFlags` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  title: 'مفاتيح الميزات',
  subtitle: 'مفاتيح وإعدادات كيقراوها التطبيقات ملي كيتحلّو',
  newFlag: 'مفتاح جديد',
  createTitle: 'مفتاح ميزة جديد',
  editTitle: 'بدّل مفتاح الميزة',
  searchKey: 'قلّب بالمفتاح',
  tableLabel: 'مفاتيح الميزات',
  empty: 'ما كاين حتى مفتاح كيتطابق',
  columns: {
    key: 'المفتاح',
    value: 'القيمة',
    description: 'الوصف',
    updatedAt: 'آخر تبديل',
    actions: 'الإجراءات',
  },
  edit: 'بدّل {{key}}',
  delete: 'مسح {{key}}',
  confirmDeleteTitle: 'تمسح مفتاح الميزة؟',
  confirmDeleteMessage:
    'المفتاح «{{key}}» غادي يتمسح. التطبيقات اللي كتقراه غادي ترجع للقيمة ديالها الأصلية.',
  deleted: 'مفتاح الميزة تمسح',
  deleteFailed: 'ما قدرناش نمسحو مفتاح الميزة',
  listLoadFailed: 'ما قدرناش نجيبو مفاتيح الميزات',
  created: 'مفتاح الميزة تزاد',
  updated: 'مفتاح الميزة تسجّل',
  saveFailed: 'ما قدرناش نسجّلو مفتاح الميزة',
  loadFailed: 'ما قدرناش نجيبو مفتاح الميزة',
  duplicateKey: 'كاين ديجا مفتاح ميزة بهاد السمية',
  fields: {
    key: 'المفتاح',
    keyHelp: 'بحال isCardCaasEnabled',
    description: 'الوصف',
    type: 'نوع القيمة',
    value: 'القيمة',
    enabled: 'خدّام',
    listHelp: 'كتب قيمة ودوز Enter ولا فاصلة',
  },
  types: { boolean: 'شعّل / طفي', number: 'رقم', string: 'نص', list: 'لائحة ديال النصوص' },
  on: 'خدّام',
  off: 'مطفي',
  more: '+{{count}} خرين',
};

export default arMA;
