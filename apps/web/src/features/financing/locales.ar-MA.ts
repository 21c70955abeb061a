import type { FinancingStrings } from './locales.en';
import ar from './locales.ar';

/** Moroccan Arabic: the Arabic strings, with the screens' headings and main actions in Darija. */
const arMA: FinancingStrings = {
  ...ar,
  list: {
    ...ar.list,
    title: 'طلبات التمويل',
    search: 'الرقم الوطني، البورطابل ولا السمية',
    empty: 'ما كاين حتى طلب كيطابق هاد الفيلترات',
  },
  detail: { ...ar.detail, retry: 'عاود جرّب' },
  review: { ...ar.review, submit: 'سجّل القرار', saved: 'القرار تسجّل', failed: 'ما قدرناش نسجّلو القرار' },
  assign: {
    ...ar.assign,
    title: 'عيّن شريك التمويل',
    preview: 'شوف قبل',
    confirm: 'عيّن',
    again: 'عاود من اللول',
  },
  unblock: {
    ...ar.unblock,
    title: 'رفع الحظر عن المستخدمين',
    confirm: 'حيّد البلوكاج',
    again: 'عاود من اللول',
  },
  promotions: {
    ...ar.promotions,
    title: 'العروض الائتمانية',
    create: 'بروموسيون جديدة',
    endConfirm: 'سالي البروموسيون',
  },
};

export default arMA;
