import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `sms` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  compose: {
    ...ar.compose,
    queued: 'الميساج تزاد لقائمة الإرسال',
    failed: 'ما قدرناش نزيدو الميساج لقائمة الإرسال',
  },
  jobs: { ...ar.jobs, empty: 'مازال ما تصيفط والو', loadError: 'ما قدرناش نجيبو الإرسالات' },
};

export default arMA;
