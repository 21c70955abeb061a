import type { Strings } from './locales.en';

/** The Arabic strings of namespace `auditEntries` (locales.ts loads the language on screen only). */
const ar: Strings = {
  kinds: { change: 'تعديل', event: 'حدث', read: 'اطلاع على بيانات شخصية' },
  system: 'النظام',
  askedBy: 'موافقة ثانية، بطلب من',
  diff: {
    label: 'ما الذي تغير',
    field: 'الحقل',
    before: 'قبل',
    after: 'بعد',
    nothing: 'لا توجد تفاصيل مسجلة',
    reason: 'السبب المذكور',
    reference: 'المرجع',
  },
  history: {
    title: 'السجل',
    subtitle: 'كل تغيير مسجل على هذا السجل، الأحدث أولاً',
    empty: 'لم يُسجل شيء لهذا السجل بعد',
    loadError: 'تعذر تحميل السجل.',
    retry: 'إعادة المحاولة',
    openTrail: 'فتح في سجل التدقيق',
    more: 'يظهر أحدث {{shown}} من {{count}} إدخال',
  },
};

export default ar;
