import fieldMessages from './form/field-message-locales.ar-MA';
import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `patterns` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  customerPage: 'صفحة الكليان',
  amlSource: {
    EMLCU: 'وحدة مكافحة غسل الأموال (EMLCU)',
    'UN Consolidated List': 'اللائحة الموحدة ديال الأمم المتحدة',
    'Court order': 'حكم ديال المحكمة',
    'Internal fraud': 'تحايل داخلي',
    'CBE circular': 'منشور البنك المركزي',
  },
  approval: {
    held: 'تصيفط باش يوافق عليه شخص آخر',
    waiting: 'كيتسنى موافقة شخص آخر: طلبو {{by}} نهار {{at}}',
    open: 'حل ف الموافقات',
  },
  table: {
    rowsPerPage: 'شحال من سطر فالصفحة:',
    displayedRows: '{{from}}–{{to}} من {{count}}',
    displayedRowsMore: '{{from}}–{{to}} من كثر من {{to}}',
    first: 'سير للصفحة الأولى',
    last: 'سير للصفحة الأخيرة',
    next: 'سير للصفحة الجاية',
    previous: 'رجع للصفحة اللي قبل',
    empty: 'ما كاين والو باش يتعرض',
    loadError: 'ما قدرناش نجيبو اللائحة.',
    retry: 'عاود جرّب',
    loading: 'كيتحمّل…',
    actions: 'الإجراءات',
  },
  toolbar: { search: 'قلّب', clearSearch: 'مسح البحث', filters: 'الفلاتر' },
  confirm: { cancel: 'لغي', confirm: 'أكّد', delete: 'مسح' },
  leave: {
    title: 'تخرج بلا ما تسجّل؟',
    body: 'التبديلات ديالك فهاد الصفحة مازال ما تسجّلاتش. إلا خرجتي دابا غادي يضيعو.',
    leave: 'خرج بلا ما تسجّل',
    stay: 'بقى فهاد الصفحة',
  },
  stale: {
    title: 'شي واحد آخر بدّلو',
    body: 'شي واحد آخر سجّل هاد السجل من بعد ما حلّيتيه، داكشي علاش التبديلات ديالك ما تسجّلاتش. عاود التحميل باش تشوف النسخة ديالو، ومن بعد دير التبديلات ديالك مرة أخرى.',
    reload: 'عاود التحميل',
    keepEditing: 'خلّي التبديلات ديالي فالشاشة',
    listChanged: 'شي واحد آخر بدّل هاد العنصر فهاد الوقت؛ اللائحة تعاودات. عاود جرّب.',
  },
  form: { save: 'سجّل', cancel: 'لغي', back: 'رجوع', saving: 'كيتسجّل…', yes: 'إيه', no: 'لا', none: '—' },
  date: { day: 'نهار', month: 'شهر', year: 'عام', pick: 'ختار تاريخ' },
  upload: {
    drop: 'جرّ تصويرة لهنا، ولا',
    choose: 'ختار فيشي',
    replace: 'بدّل التصويرة',
    remove: 'حيّد التصويرة',
    uploading: 'كيترفع… {{percent}}٪',
    done: 'التصويرة ترفعات',
    wrongType: 'خدم بتصويرة PNG ولا JPEG ولا WebP ولا GIF.',
    tooBig: 'التصويرة كبر من {{max}} ميغا.',
    failed: 'ما قدرناش نرفعو التصويرة. عاود جرّب.',
    preview: 'معاينة',
  },
  ordered: {
    handle: 'المقبض ديال الجرّ',
    instructions:
      'باش تشدّ شي عنصر، سير للمقبض ديالو وورّك على المسافة ولا Enter. حرّكو بالفليشة ديال الفوق ولا ديال التحت، حطّو بالمسافة ولا Enter، ولا لغي ب Escape. فالشاشة اللمسية، ضغط مدة على المقبض ومن بعد جرّ.',
    pickedUp: 'شدّيتي العنصر اللي فالبلاصة {{position}} من {{total}}.',
    over: 'فوق البلاصة {{position}} من {{total}}.',
    outside: 'برّا اللائحة.',
    droppedInPlace: 'العنصر تحطّ فبلاصتو {{position}} من {{total}}.',
    cancelled: 'التحريك تلغى. العنصر رجع للبلاصة {{position}} من {{total}}.',
  },
  // The merchant fields read the same in Moroccan Arabic.
  merchant: ar.merchant,
  validation: {
    ...fieldMessages,
    required: 'هاد الخانة ضرورية',
    tooShort: 'قصير بزاف',
    tooLong: 'طويل بزاف',
    tooSmall: 'القيمة صغيرة بزاف',
    tooBig: 'القيمة كبيرة بزاف',
    invalid: 'القيمة ماشي صحيحة',
    invalidFormat: 'الشكل ماشي صحيح',
    taken: 'هاد القيمة مستعملة من قبل',
  },
};

export default arMA;
