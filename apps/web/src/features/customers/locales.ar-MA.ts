import type { Strings } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `customers` (locales.ts loads the language on screen only). */
const arMA: Strings = {
  ...ar,
  search: {
    title: 'قلّب',
    label: 'الرقم الوطني، البورطابل، السمية ولا الرقم',
    hint: 'الكليان بالرقم الوطني كامل، البورطابل ولا السمية؛ العروض، التجار والموظفين بالسمية ولا الرقم؛ الملفات بالمرجع ديالهم',
    none: 'ما لقينا والو على «{{q}}»',
    failed: 'التقليب ما خدمش؛ عاود',
    openCase: 'حل ملف على {{name}}',
    results: 'نتائج التقليب',
    recorded: 'الكليان اللي بانو فالنتائج كيتسجلو فسجل التدقيق بحال اطلاع على معطيات شخصية',
    kinds: {
      customers: 'الكليان',
      offers: 'العروض',
      merchants: 'التجار',
      affiliateMerchants: 'تجار الأفلييت',
      staff: 'الموظفين',
      cases: 'الملفات',
    },
  },
  subtitle: 'كل ما كيعرفو النظام على هاد الكليان؛ كل قسم كيبان بالصلاحية ديالو',
  nothingShown: 'الصلاحيات ديالك ما كتبين حتى قسم من صفحة الكليان',
  sectionError: 'ما قدرناش نحمّلو هاد القسم',
  retry: 'عاود',
  openCustomer: 'صفحة الكليان',
  title: 'الكليان رقم {{id}}',
  sms: { none: 'ما تصيفطات حتى رسالة لهاد الكليان' },
};

export default arMA;
