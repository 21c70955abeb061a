import type { Strings } from './locales.en';

/** The Arabic strings of namespace `audit` (locales.ts loads the language on screen only). */
const ar: Strings = {
  title: 'سجل التدقيق',
  subtitle:
    'كل تعديل وتسجيل دخول واطلاع على بيانات شخصية، الأحدث أولاً. لا يمكن تعديل الإدخالات أو حذفها، وكل إدخال مختوم في سلسلة SHA-256.',
  filters: {
    actor: 'من (البريد الإلكتروني)',
    action: 'الإجراء (بالضبط، مثل banner.update)',
    kind: 'النوع',
    allKinds: 'كل الأنواع',
    targetType: 'نوع السجل',
    targetId: 'رقم السجل',
    from: 'من',
    to: 'إلى',
    clear: 'مسح عوامل التصفية',
  },
  columns: { when: 'الوقت', who: 'من', action: 'الإجراء', record: 'السجل', details: 'قبل ← بعد' },
  tableLabel: 'إدخالات التدقيق',
  empty: 'لا توجد إدخالات تطابق عوامل التصفية هذه',
  loadError: 'تعذر تحميل سجل التدقيق.',
  verify: {
    button: 'التحقق من السلسلة',
    ok: 'السلسلة سليمة: تم فحص {{checked}} إدخالاً مختوماً، و{{unsealed}} بانتظار الختم.',
    broken: 'السلسلة مكسورة: أول إدخال معني هو رقم {{id}}.',
    brokenOutside: 'السلسلة غير سليمة: انظر ما تم العثور عليه أدناه.',
    failed: 'تعذر التحقق من السلسلة.',
    mode: 'نطاق الفحص',
    modes: { incremental: 'منذ آخر نقطة تحقق تم التحقق منها', full: 'السلسلة كاملة' },
    checked: 'الأختام التي تم فحصها',
    sealed: 'الإدخالات المختومة',
    unsealed: 'بانتظار الختم',
    anchoredThrough: 'مثبتة خارج قاعدة البيانات حتى',
    checkpointsChecked: 'نقاط التحقق التي تم فحصها',
    missingSeals: 'إدخالات لم تُختم قط',
    lateSeals: 'إدخالات غير مختومة منذ أكثر من 10 ثوانٍ',
    headHash: 'آخر حلقة',
    none: 'لا يوجد',
    problems: {
      linkBroken: 'تم تعديل الإدخال رقم {{id}} أو حذفه بعد ختمه.',
      macInvalid:
        'ختم الإدخال رقم {{id}} لم يُصنع بمفتاح التدقيق: خُتم خارج التطبيق، أو أعيدت كتابة السلسلة، أو AUDIT_KEY خاطئ.',
      checkpointMismatch:
        'نقطة التحقق {{checkpoint}} تضمن الإدخال رقم {{id}}، ولم تعد قاعدة البيانات تحتفظ به كما كان: حُذفت إدخالات أو أعيدت كتابة السلسلة.',
      checkpointForged: 'نقطة التحقق {{checkpoint}} غير موقعة بمفتاح التدقيق: مزورة.',
      checkpointForeign: 'نقطة التحقق {{checkpoint}} موقعة لنشر آخر.',
      clockBehind: 'أحدث نقطة تحقق ({{checkpoint}}) مؤرخة بعد ساعة هذا الخادم: هل أعيدت الساعة إلى الوراء؟',
      missingSeal: 'الإدخال رقم {{id}} ليس مختوماً ولا بانتظار الختم: كُتب من وراء ظهر التطبيق.',
      lateSeal: 'الإدخال رقم {{id}} ينتظر الختم منذ أكثر من 10 ثوانٍ: هل خطوة الختم متوقفة؟',
      verifiedPointGone: 'الإدخال رقم {{id}}، رأس آخر نقطة تحقق تم التحقق منها، لم يعد في السلسلة كما كان.',
      archiveMismatch:
        'الأختام المحفوظة للشهر المُصدَّر {{checkpoint}} ليست أختام تصديره: هل حُذفت إدخالات بجانبه؟',
    },
  },
  fullPass: {
    button: 'فحص كامل',
    running: 'فحص كامل: تم فحص {{checked}} من {{total}} ختماً ({{percent}}٪)…',
    done: 'آخر فحص كامل، انتهى في {{when}}:',
    interrupted: 'توقف آخر فحص كامل: ابدأ فحصاً آخر.',
    failed: 'تعذر بدء الفحص الكامل.',
  },
};

export default ar;
