import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `offers` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  statuses: { ...ar.statuses, SCHEDULED: 'مبرمج', EXPIRED: 'سالا' },
  list: {
    ...ar.list,
    subtitle: 'العروض العادية اللي كتبان فالتطبيق، مع البحث بالعربية والإنجليزية',
    ending: 'كيسالي',
    endingAny: 'فأي وقت',
    empty: 'ما كاين حتى عرض مطابق',
    hidden: 'تخبّى العرض',
    removed: 'تمسح العرض',
    deleteFailed: 'ما قدرناش نمسحو العرض',
  },
  form: {
    ...ar.form,
    statusShown: {
      EXPIRED: 'كيبان سالا: تاريخ النهاية ديالو فات',
      SCHEDULED: 'كيبان مبرمج حتى لتاريخ البداية ديالو',
    },
    saved: 'تسجل العرض',
    saveFailed: 'ما قدرناش نسجلو العرض',
    noBranches: 'هاد التاجر ما عندو حتى فرع',
  },
  ordered: { ...ar.ordered, empty: 'مازال ما اخترتي حتى عرض', unsaved: 'تغييرات ما تسجلاتش' },
  cards: {
    ...ar.cards,
    empty: 'ما كاين حتى عرض كارت مطابق',
    loadFailed: 'ما قدرناش نجيبو عروض الكارت',
    removed: 'تمسح عرض الكارت',
    deleteFailed: 'ما قدرناش نمسحو عرض الكارت',
  },
};

export default arMA;
