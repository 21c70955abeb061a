import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `home` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  subtitle: 'شنو كيتسناك',
  loadError: 'ما قدرناش نجيبو شنو كيتسناك',
  empty: 'ما كاين والو كيتسناك',
  cards: {
    ...ar.cards,
    cashouts: 'طلبات الصرف اللي كتسنى القرار',
    approvals: 'موافقات كتسناك',
    offersEnding: 'عروض غادي يساليو فـ 7 أيام',
    casesDueToday: 'ملفات خاصها تسالى اليوم',
    casesPastDue: 'ملفات فاتها الأجل',
  },
  open: 'حل اللائحة',
  earliestDue: 'أقدم أجل: {{date}}',
};

export default arMA;
