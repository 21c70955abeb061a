import type { Strings } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `audit` (locales.ts loads the language on screen only). */
const arMA: Strings = {
  ...ar,
  empty: 'ما كاين حتى إدخال كيطابق هاد الفلاتر',
  loadError: 'ما قدرناش نحمّلو سجل التدقيق.',
  verify: {
    ...ar.verify,
    failed: 'ما قدرناش نتحققو من السلسلة.',
    brokenOutside: 'السلسلة ماشي سليمة: شوف شنو لقينا لتحت.',
    problems: {
      ...ar.verify.problems,
      archiveMismatch:
        'الأختام لي محفوظة للشهر لي تصدّر {{checkpoint}} ماشي هي ديال التصدير ديالو: واش تمسحو شي إدخالات حداه؟',
    },
  },
  fullPass: {
    ...ar.fullPass,
    interrupted: 'آخر فحص كامل تحبس: بدا واحد آخر.',
    failed: 'ما قدرناش نبداو الفحص الكامل.',
  },
};

export default arMA;
