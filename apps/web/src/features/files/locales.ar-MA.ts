import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `files` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  empty: 'باقي ما كاين حتى تصويرة فهاد الدوسي',
  noMatch: 'ما كاينة حتى تصويرة فسميتها «{{q}}»',
  loadError: 'ما قدرناش نجيبو التصاور',
  copied: 'تكوبى العنوان ديال التصويرة',
  deleted: 'تمسحات التصويرة',
  deleteFailed: 'ما قدرناش نمسحو التصويرة',
};

export default arMA;
