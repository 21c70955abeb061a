import type { Strings } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `auditEntries` (locales.ts loads the language on screen only). */
const arMA: Strings = {
  ...ar,
  history: {
    ...ar.history,
    empty: 'مازال ما تسجل والو على هاد السجل',
    loadError: 'ما قدرناش نحمّلو السجل.',
  },
};

export default arMA;
