import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `merchants` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  list: {
    ...ar.list,
    empty: 'ما كاين حتى تاجر مطابق',
    removed: 'تمسح التاجر',
    deleteFailed: 'ما قدرناش نمسحو التاجر',
  },
  form: {
    ...ar.form,
    saved: 'تسجل التاجر',
    saveFailed: 'ما قدرناش نسجلو التاجر',
    noBranches: 'مازال ما كاين حتى فرع',
  },
};

export default arMA;
