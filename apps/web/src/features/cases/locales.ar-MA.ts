import type { Tree } from './locales.en';
import ar from './locales.ar';

/** The Moroccan Arabic strings of namespace `cases` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  ...ar,
  countdown: {
    left_zero: 'ما بقا حتى نهار خدمة',
    left_one: 'بقا نهار خدمة واحد',
    left_two: 'بقاو جوج أيام ديال الخدمة',
    left_few: 'بقاو {{count}} أيام ديال الخدمة',
    left_many: 'بقاو {{count}} نهار ديال الخدمة',
    left_other: 'بقاو {{count}} نهار ديال الخدمة',
    dueToday: 'خاصها تسالا اليوم',
    late_zero: 'معطلة',
    late_one: 'معطلة بنهار خدمة واحد',
    late_two: 'معطلة بجوج أيام ديال الخدمة',
    late_few: 'معطلة ب{{count}} أيام ديال الخدمة',
    late_many: 'معطلة ب{{count}} نهار ديال الخدمة',
    late_other: 'معطلة ب{{count}} نهار ديال الخدمة',
  },
  notes: {
    ...ar.notes,
    title: 'زيد ملاحظة',
    hint: 'نص عادي. كتب @ ومن بعد سمية باش تذكر شي زميل: غادي يوصلو تنبيه دغيا.',
    submit: 'زيد الملاحظة',
    added: 'تزادت الملاحظة',
    failed: 'ما قدرناش نزيدو الملاحظة',
    noMatch: 'ما كاين حتى موظف بحال هاكا',
    correct: 'صحّح هاد الملاحظة',
  },
  attachments: {
    ...ar.attachments,
    upload: 'طلّع شي فيشي',
    tooLarge: 'الفيشي كبر من {{max}} ميغا',
    failed: 'ما قدرناش نزيدو الفيشي',
    none: 'حتى فيشي ما مزيود باقي',
    previewFailed: 'ما قدرناش نبينو الفيشي',
  },
  moves: {
    ...ar.moves,
    labels: {
      start: 'بدا الخدمة',
      waitForCustomer: 'تسنى الكليان',
      resume: 'كمّل',
      resolve: 'سالي',
      reject: 'رفض',
      close: 'سدّ',
      reopen: 'عاود حلّ',
    },
    failed: 'ما قدرناش نبدلو الحالة',
    notAllowed: 'هاد الحالة تبدلات فهاد الوقت: تعاودات',
  },
};

export default arMA;
