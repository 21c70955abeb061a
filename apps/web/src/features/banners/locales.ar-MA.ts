import type { Tree } from './locales.en';

/** The Moroccan Arabic strings of namespace `banners` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  title: 'البانرات',
  subtitle: 'تصاور كيبانو فوق فشاشات العروض فالتطبيق',
  createBanner: 'زيد بانر',
  createTitle: 'زيد بانر',
  tableLabel: 'البانرات',
  empty: 'ما كاين حتى بانر',
  filters: { active: 'الحالة', ALL: 'كولشي', ACTIVE: 'خدّامين', INACTIVE: 'مطفيين' },
  columns: {
    image: 'التصويرة',
    title: 'العنوان',
    folder: 'الدوسي',
    link: 'الرابط',
    position: 'الترتيب',
    createdAt: 'تزاد نهار',
    isActive: 'خدّام',
    actions: 'الإجراءات',
  },
  imageAlt: 'البانر «{{title}}»',
  noLink: 'بلا رابط',
  toggleActive: 'شعّل: {{title}}',
  edit: 'بدّل {{title}}',
  editTitle: 'بدّل البانر',
  loading: 'كنجيبو البانر…',
  activeHelp: 'غير البانرات الخدّامين اللي كيبانو فالتطبيق',
  delete: 'مسح {{title}}',
  confirmDeleteTitle: 'تمسح البانر؟',
  confirmDeleteMessage: 'البانر «{{title}}» غادي يتحيّد من التطبيق.',
  fields: {
    folder: 'الدوسي',
    folderHelp: 'إلا بدّلتي الدوسي خاصك ترفع التصويرة من جديد',
    image: 'تصويرة البانر',
    title: 'العنوان',
    link: 'الرابط',
    linkHelp: 'اختياري. كيتحل ملي يتكليكا على البانر (https://…)',
    position: 'الترتيب',
    positionHelp: 'الأرقام الصغار كيبانو اللولين',
    isActive: 'خدّام',
  },
  folders: { Banners: 'البانرات', 'WCB Banners': 'بانرات WCB', 'Banners Dev': 'البانرات (التطوير)' },
};

export default arMA;
