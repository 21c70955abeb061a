import type { Strings } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `approvals` (locales.ts loads the language on screen only). */
const arMA: Strings = {
  ...ar,
  subtitle: 'طلبات خاصها شخص آخر، والطلبات اللي درتي',
  statuses: { ...ar.statuses, PENDING: 'كيتسنى' },
  fields: { ...ar.fields, twoStepVerification: 'التحقق بجوج خطوات' },
  askedBy: 'طلبو {{by}} نهار {{at}}',
  yours: 'نتا اللي طلبتي هادشي: شخص آخر هو اللي غادي يقرر.',
  appliedAlone: 'تطبق بلا شخص ثاني: ما كان حتى واحد يراجع',
  tied: {
    ...ar.tied,
    title: 'ما تقدرش توافق على هادشي: تبديل جديد كيربطك بـ {{maker}}',
    hint: 'اللي كيراجع ما خاصوش يكون شي واحد كيتحكم فيه اللي طلب. شي واحد آخر يوافق؛ ونتا تقدر ترفض.',
  },
  change: 'كيفاش غادي يتبدل السجل',
  approveMessage: '«{{action}}» ({{target}})، اللي طلبو {{by}}، غادي يتطبق دابا سميتك.',
  rejectMessage: 'حتى حاجة ما غادي تتطبق. {{by}} غادي يشوف السبب ديالك.',
  withdrawMessage: 'حتى حاجة ما غادي تتطبق، وحتى واحد ما غادي يقدر يوافق عليه.',
  empty: 'ما كاين والو هنا',
};

export default arMA;
