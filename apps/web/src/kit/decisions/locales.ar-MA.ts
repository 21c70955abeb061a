import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `decisions` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  recordTypes: { ...ar.recordTypes, customer: 'الكليان' },
  panel: {
    ...ar.panel,
    none: 'ما تسجل حتى قرار على هاد السجل باقي',
    loadError: 'ما قدرناش نجيبو القرارات.',
    retry: 'عاود جرّب',
    loading: 'كنجيبو القرارات…',
    noReason: 'ما تعطا حتى سبب',
  },
  dialog: {
    ...ar.dialog,
    loading: 'كنجيبو القرار…',
    loadError: 'ما قدرناش نجيبو القرار.',
    rules: { ...ar.dialog.rules, none: 'ما تقيّمات حتى قاعدة' },
  },
  statement: {
    ...ar.statement,
    loadError: 'ما قدرناش نجيبو القرار. عاود جرّب.',
  },
};

export default arMA;
