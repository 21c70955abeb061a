import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `caseLinks` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  openCase: 'حل ملف',
  dialog: {
    ...ar.dialog,
    title: 'حل ملف',
    submit: 'حل الملف',
    description: 'شنو وقع',
    descriptionHelp: 'أول ملاحظة فالملف، بكلام اللي خداها',
    assigneeHelp: 'خليه خاوي باش يبقى الملف بلا مسؤول',
    noStaff: 'ما لقينا حتى موظف',
    searching: 'كنقلبو…',
    smsLanguage: 'لغة الميساج ديال التأكيد',
    smsHelp: 'الكليان كيوصلو رقم الملف فميساج دغيا',
    noLinks: 'ما كاين حتى سجل مربوط',
    removeLink: 'حيد {{label}}',
    created: 'تحل الملف {{reference}}',
    failed: 'ما قدرناش نحلّو الملف. عاود جرّب.',
    linkNotFound: 'واحد من السجلات المربوطة ما بقاش كاين ولا ما عندكش الحق تشوفو. حيدو وعاود جرّب.',
  },
  recordTypes: { ...ar.recordTypes, customer: 'الكليان' },
  statuses: { ...ar.statuses, WAITING_CUSTOMER: 'كنتسناو الكليان' },
  panel: {
    ...ar.panel,
    heading: 'الملفات',
    none: 'ما كاين حتى ملف مفتوح',
    loadError: 'ما قدرناش نجيبو الملفات.',
    retry: 'عاود جرّب',
    loading: 'كنجيبو الملفات…',
    seeAll_zero: 'شوف الملفات المفتوحة',
    seeAll_one: 'شوف الملف المفتوح',
    seeAll_two: 'شوف جوج ملفات مفتوحين',
    seeAll_few: 'شوف {{count}} ديال الملفات المفتوحة',
    seeAll_many: 'شوف {{count}} ديال الملفات المفتوحة',
    seeAll_other: 'شوف {{count}} ديال الملفات المفتوحة',
  },
  dueToday: 'خاصها تسالا اليوم',
};

export default arMA;
