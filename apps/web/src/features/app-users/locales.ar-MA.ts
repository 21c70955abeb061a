import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `appUsers` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  empty: 'ما كاين حتى كليان مطابق',
  loadError: 'ما قدرناش نجيبو الكليانات',
  move: {
    ...ar.move,
    blocked: 'تبلوكا الكليان',
    unblocked: 'تحيد البلوكاج على الكليان',
    failed: 'ما قدرناش نبدلو الحالة ديال الكليان',
  },
};

export default arMA;
