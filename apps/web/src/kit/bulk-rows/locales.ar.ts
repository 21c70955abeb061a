import type { Tree } from './locales.en';

/** The Arabic strings of namespace `bulkRows` (locales.ts loads the language on screen only). */
const ar: Tree = {
  actions: {
    approve: 'قبول المحدد',
    approveTitle: 'قبول طلبات السحب المحددة؟',
    approveMessage:
      'يُدفع كل طلب ويُخصم من الكاش باك المتاح لعميله كما لو قُبل واحدًا تلو الآخر؛ والطلب الذي يتجاوز حد الموافقة المزدوجة ينتظر شخصًا ثانيًا.',
    reject: 'رفض المحدد',
    rejectTitle: 'رفض طلبات السحب المحددة؟',
    rejectReason: 'السبب (يُبلَّغ به كل عميل)',
    assign: 'إسنادها إليّ',
    assignTitle: 'إسناد الملفات المحددة إليك؟',
    end: 'إنهاء المحدد',
    endTitle: 'إنهاء العروض المحددة؟',
    endMessage: 'تصبح غير نشطة ولا تظهر في التطبيق؛ وتبقى تواريخها كما هي.',
    hide: 'إخفاء المحدد',
    hideTitle: 'إخفاء البانرات المحددة؟',
    hideMessage: 'تصبح غير نشطة ولا تظهر في التطبيق.',
    block: 'حظر المحدد',
    blockTitle: 'حظر العملاء المحددين؟',
    blockReason: 'السبب',
  },
  selectAll: 'تحديد كل صفوف هذه الصفحة',
  selectRow: 'تحديد الصف {{id}}',
  selected: 'الصفوف المحددة: {{count}}',
  clear: 'إلغاء التحديد',
  confirmMessage:
    'الصفوف المحددة: {{count}}. يُعالَج كل صف وحده كما لو نُفّذ واحدًا تلو الآخر، وسترى نتيجة كل صف.',
  failedCall: 'تعذّر إرسال الإجراء. لم يتغير شيء.',
  outcome: {
    title: 'النتيجة',
    done: 'تم: {{count}}',
    pending: 'بانتظار موافقة شخص ثانٍ: {{count}}',
    failed: 'تعذّر: {{count}}',
    failedRows: 'الصفوف التي تعذّرت',
    row: 'الصف',
    reason: 'السبب',
    close: 'إغلاق',
  },
  errors: {
    CLAIMED_BY_OTHER: 'يراجعه شخص آخر',
    INVALID_TRANSITION: 'تم البت فيه: حالته لا تسمح بذلك',
    NOT_WAITING: 'تم البت فيه',
    NOT_FOUND: 'غير موجود (حُذف في الأثناء؟)',
    STALE_RECORD: 'غيّره شخص آخر بعد عرض القائمة',
    STALE_REQUEST: 'تغيّر منذ طلبه',
    INSUFFICIENT_BALANCE: 'رصيد الكاش باك المتاح للعميل لم يعد يغطيه',
    CHECKS_FAILED: 'أحد الفحوص لم ينجح',
    SAME_PERSON: 'يجب أن يوافق عليه شخص ثانٍ',
    FORBIDDEN: 'ليست لديك صلاحية لذلك',
    VALIDATION_FAILED: 'بياناته غير صالحة لهذا الإجراء',
    other: 'تعذّر تغييره ({{code}})',
  },
};

export default ar;
