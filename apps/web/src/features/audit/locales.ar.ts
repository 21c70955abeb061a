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
    broken: 'السلسلة مكسورة عند الإدخال رقم {{id}}: تم تعديله أو حذفه بعد ختمه (تم فحص {{checked}} إدخالاً).',
    failed: 'تعذر التحقق من السلسلة.',
  },
};

export default ar;
