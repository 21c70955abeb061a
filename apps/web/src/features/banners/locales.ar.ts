import type { Tree } from './locales.en';

/** The Arabic strings of namespace `banners` (locales.ts loads the language on screen only). */
const ar: Tree = {
  title: 'البانرات',
  subtitle: 'صور تظهر أعلى شاشات العروض في التطبيق',
  createBanner: 'إنشاء بانر',
  createTitle: 'إنشاء بانر',
  tableLabel: 'البانرات',
  empty: 'لا توجد بانرات لعرضها',
  filters: { active: 'الحالة', ALL: 'الكل', ACTIVE: 'مفعّل', INACTIVE: 'غير مفعّل' },
  columns: {
    image: 'الصورة',
    title: 'العنوان',
    folder: 'المجلد',
    link: 'الرابط',
    position: 'الترتيب',
    createdAt: 'تاريخ الإنشاء',
    isActive: 'مفعّل',
    actions: 'الإجراءات',
  },
  imageAlt: 'البانر «{{title}}»',
  noLink: 'بلا رابط',
  toggleActive: 'تفعيل: {{title}}',
  edit: 'تعديل {{title}}',
  editTitle: 'تعديل البانر',
  loading: 'جارٍ تحميل البانر…',
  activeHelp: 'تظهر البانرات المفعّلة فقط في التطبيق',
  delete: 'حذف {{title}}',
  confirmDeleteTitle: 'حذف البانر؟',
  confirmDeleteMessage: 'سيُحذف البانر «{{title}}» من التطبيق.',
  fields: {
    folder: 'المجلد',
    folderHelp: 'تغيير المجلد يتطلب رفع الصورة من جديد',
    image: 'صورة البانر',
    title: 'العنوان',
    link: 'الرابط',
    linkHelp: 'اختياري. يُفتح عند الضغط على البانر (https://…)',
    position: 'الترتيب',
    positionHelp: 'الأرقام الأصغر تظهر أولًا',
    isActive: 'مفعّل',
  },
  folders: { Banners: 'البانرات', 'WCB Banners': 'بانرات WCB', 'Banners Dev': 'البانرات (التطوير)' },
};

export default ar;
