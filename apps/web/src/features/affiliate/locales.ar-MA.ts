import type { Tree } from './locales.en';
import ar from './locales.ar';

/** Moroccan Arabic: the Arabic strings, with the everyday wording of the screens staff use most. */
const arMA: Tree = {
  ...ar,
  customerIdOrMobile: 'رقم الكليان ولا البورطابل',
  merchants: {
    ...ar.merchants,
    create: 'زيد تاجر',
    empty: 'ما كاين حتى تاجر كيطابق هاد الفلاتر',
    removeMessage:
      '«{{name}}» غادي يتمسح من التطبيق. التاجر اللي عندو طلبات مرفوعة ما يمكنش يتمسح: وقفو بلاصة ما تمسحو.',
  },
  popular: {
    ...ar.popular,
    add: 'زيد تاجر',
    empty: 'باقي ما كاين حتى تاجر: زيد شي واحدين من الفوق',
    save: 'سجل الترتيب',
  },
  categories: { ...ar.categories, create: 'زيد فئة', empty: 'ما كاينة حتى فئة' },
  cashouts: {
    ...ar.cashouts,
    title: 'طلبات السحب',
    subtitle: 'كليان باغيين يسحبو الكاش باك ديالهم لمحفظة البورطابل ولا لحساب بنكي',
    empty: 'ما كاين حتى طلب سحب كيطابق هاد الفلاتر',
    statuses: { PENDING: 'كيتسنى', APPROVED: 'مقبول', REJECTED: 'مرفوض' },
  },
  cashout: {
    ...ar.cashout,
    customer: 'الكليان',
    approve: 'قبل',
    reject: 'رفض',
    approveTitle: 'نقبلو طلب السحب؟',
    approveMessage:
      '{{amount}} غادي يتخلص لـ {{customer}} ويتنقص من الكاش باك المتاح ديالو ({{available}}). ما يمكنش ترجع فيه.',
    rejectTitle: 'نرفضو طلب السحب؟',
    rejectMessage: 'الطلب ديال {{customer}} بـ {{amount}} غادي يترفض. حتى فلوس ما غادي تتحرك.',
    rejectReason: 'السبب (غادي يتقال للكليان)',
  },
  contest: { ...ar.contest, save: 'سجل المسابقة', saved: 'المسابقة تسجلات' },
  banners: { ...ar.banners, add: 'زيد بانر', save: 'سجل البانرات', saved: 'البانرات تسجلو' },
};

export default arMA;
