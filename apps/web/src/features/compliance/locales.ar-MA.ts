import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `compliance` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  referenceInUse: 'شي موظف آخر خدم بهاد المرجع لكليان آخر. عطي المرجع ديال الطلب ديالك.',
  queue: {
    ...ar.queue,
    empty: 'ما كاين حتى ملف مطابق',
    loadError: 'ما قدرناش نجيبو الملفات اللي خاصها المراجعة',
  },
  profile: {
    ...ar.profile,
    loadError: 'ما قدرناش نجيبو هاد الملف',
    approved: 'تقبل الملف',
    rejected: 'ترفض الملف',
    decideFailed: 'ما قدرناش نسجلو القرار',
    imageHidden: 'مخبية حتى تقول السبب',
    imagesHidden: 'البطاقة والسيلفي غادي يبقاو مخبيين حتى تقول علاش محتاجهم.',
    showImages: 'بيّن التصاور',
    purpose: {
      ...ar.profile.purpose,
      title: 'علاش باغي تشوف البطاقة ديال هاد الكليان؟',
      intro: 'غادي تشوف البطاقة الوطنية والسيلفي ديال {{name}}. ما كيبانوش غير بسبب تقدر تسميه.',
      referenceHelp: 'رقم التيكي ولا الرسالة ولا الملف اللي خدام عليه؛ لمراجعة هاد الملف: الرقم ديالو',
      audited: 'سميتك والسبب والمرجع كيتسجلو فسجل التدقيق مع كل تصويرة.',
      confirm: 'بيّن التصاور',
    },
  },
  nid: { ...ar.nid, none: 'ما كاين حتى كليان كيطابق «{{q}}»', downloadFailed: 'ما قدرناش نيليشارجيو الصور' },
  blacklist: {
    ...ar.blacklist,
    empty: 'ما كاين حتى رقم وطني مطابق',
    removeFailed: 'ما قدرناش نحيدو الرقم من اللائحة',
  },
};

export default arMA;
