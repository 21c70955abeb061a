import type { Tree } from './locales.en';

/** The Moroccan Arabic strings of namespace `bulkRows` (locales.ts loads the language on screen only). */
const arMA: Tree = {
  actions: {
    approve: 'قبل المختارين',
    approveTitle: 'تقبل طلبات السحب المختارة؟',
    approveMessage:
      'كل طلب كيتخلص وكيتنقص من الكاش باك المتاح ديال الكليان ديالو بحال إلا تقبل واحد بواحد؛ واللي فايت الحد ديال الموافقة الجوج كيتسنى شخص آخر.',
    reject: 'رفض المختارين',
    rejectTitle: 'ترفض طلبات السحب المختارة؟',
    rejectReason: 'السبب (كيتعلم بيه كل كليان)',
    assign: 'عطيهم ليا',
    assignTitle: 'تاخد الملفات المختارة ليك؟',
    end: 'سالي المختارين',
    endTitle: 'تسالي العروض المختارة؟',
    endMessage: 'كيوليو ماشي نشطين وما كيبانوش فالتطبيق؛ والتواريخ ديالهم كتبقى.',
    hide: 'خبي المختارين',
    hideTitle: 'تخبي البانرات المختارة؟',
    hideMessage: 'كيوليو ماشي نشطين وما كيبانوش فالتطبيق.',
    block: 'بلوكي المختارين',
    blockTitle: 'تبلوكي الكليان المختارين؟',
    blockReason: 'السبب',
  },
  selectAll: 'ختار كاع السطور ديال هاد الصفحة',
  selectRow: 'ختار السطر {{id}}',
  selected: 'السطور المختارة: {{count}}',
  clear: 'لغي الاختيار',
  confirmMessage:
    'السطور المختارة: {{count}}. كل سطر كيتعالج بوحدو بحال إلا درتيهم واحد بواحد، وغادي تشوف النتيجة ديال كل واحد.',
  failedCall: 'ما تقدرش يتصيفط الإجراء. حتى حاجة ما تبدلات.',
  outcome: {
    title: 'النتيجة',
    done: 'تدار: {{count}}',
    pending: 'كيتسنى موافقة شخص آخر: {{count}}',
    failed: 'ما تدارش: {{count}}',
    failedRows: 'السطور اللي ما تداروش',
    row: 'السطر',
    reason: 'السبب',
    close: 'سد',
  },
  errors: {
    CLAIMED_BY_OTHER: 'شي واحد آخر كيراجعو',
    INVALID_TRANSITION: 'تقرر من قبل: الحالة ديالو ما كتسمحش بهادشي',
    NOT_WAITING: 'تقرر من قبل',
    NOT_FOUND: 'ما كاينش (تمسح فهاد الوقت؟)',
    STALE_RECORD: 'شي واحد آخر بدلو من بعد ما بانت اللائحة',
    STALE_REQUEST: 'تبدل من بعد الطلب',
    INSUFFICIENT_BALANCE: 'الكاش باك المتاح ديال الكليان ما بقاش كيغطيه',
    CHECKS_FAILED: 'شي فحص ما دازش',
    SAME_PERSON: 'خاص شخص آخر يوافق عليه',
    FORBIDDEN: 'ما عندكش الصلاحية',
    VALIDATION_FAILED: 'المعطيات ديالو ما صالحاش لهاد الإجراء',
    other: 'ما تقدرش يتبدل ({{code}})',
  },
};

export default arMA;
