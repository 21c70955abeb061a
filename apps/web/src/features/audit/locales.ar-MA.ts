import type { Strings } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `audit` (locales.ts loads the language on screen only). */
const arMA: Strings = {
  ...ar,
  empty: 'ما كاين حتى إدخال كيطابق هاد الفلاتر',
  loadError: 'ما قدرناش نحمّلو سجل التدقيق.',
  verify: { ...ar.verify, failed: 'ما قدرناش نتحققو من السلسلة.' },
};

export default arMA;
