import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `contracts` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  luckySubtitle: 'طبع طلب البطاقة المسبقة الدفع وعقد التقسيط، ومن بعد سجّل التوقيع ديالهم',
  connectSubtitle: 'طبع عقد التقسيط ديال كونكت، ومن بعد سجّل التوقيع ديالو',
  search: { ...ar.search, button: 'قلّب على الكليان', none: 'ما كاين حتى كليان كيطابق «{{q}}»' },
  history: { ...ar.history, empty: 'باقي ما تطبع والو' },
};

export default arMA;
