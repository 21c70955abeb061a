import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `plus` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  list: { ...ar.list, empty: 'مازال ما كاين حتى باقة', loadError: 'ما قدرناش نجيبو باقات بلس' },
  form: { ...ar.form, saved: 'تسجلات الباقة', saveFailed: 'ما قدرناش نسجلو الباقة' },
};

export default arMA;
