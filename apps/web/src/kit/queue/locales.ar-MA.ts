import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `queue` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  takeNext: 'خود اللي موراه',
  nothingWaiting: 'ما كاين والو كيتسنى: اللائحة خاوية',
  takeNextFailed: 'ما قدرناش ناخدو اللي موراه',
  claimFilters: { ALL: 'كولشي', MINE: 'ديالي', UNCLAIMED: 'بلا مراجع' },
  claimedByOther: '{{who}} كيراجع هادا حتى {{until}}',
  claimedByMe: 'نتا كتراجع هادا حتى {{until}}',
  release: 'خليه',
  released: 'تخلّى: يقدر شي واحد آخر ياخدو',
  takeOver: 'خودها نتا',
  takenOver: 'خديتيها نتا',
  claimFailed: 'ما قدرناش ناخدوه',
  claimedRefused: 'شي واحد آخر كيراجع هادا: خودها نتا الأول',
  decidedNext: 'تسجل القرار. كنحلّو اللي موراه',
};

export default arMA;
