import type { Tree } from './locales.en';

/** The Arabic strings of namespace `queue` (locales.ts loads the language on screen only). */
const ar: Tree = {
  takeNext: 'خذ التالي',
  nothingWaiting: 'لا شيء في الانتظار: القائمة فارغة',
  takeNextFailed: 'تعذّر أخذ العنصر التالي',
  claimFilter: 'المراجع',
  claimFilters: { ALL: 'الكل', MINE: 'عندي', UNCLAIMED: 'بلا مراجع' },
  columns: { age: 'مدة الانتظار', claim: 'المراجع' },
  sla: { GREEN: 'ضمن المهلة', AMBER: 'قرب نهاية المهلة', RED: 'تجاوز المهلة' },
  age: '{{age}} · {{light}}',
  hours_zero: 'أقل من ساعة',
  hours_one: 'ساعة واحدة',
  hours_two: 'ساعتان',
  hours_few: '{{count}} ساعات',
  hours_many: '{{count}} ساعة',
  hours_other: '{{count}} ساعة',
  days_zero: '{{count}} يوم',
  days_one: 'يوم واحد',
  days_two: 'يومان',
  days_few: '{{count}} أيام',
  days_many: '{{count}} يومًا',
  days_other: '{{count}} يوم',
  minutes: 'أقل من ساعة',
  mine: 'أنت',
  claimedByOther: '{{who}} يراجع هذا حتى {{until}}',
  claimedByMe: 'أنت تراجع هذا حتى {{until}}',
  release: 'اترك',
  released: 'تُرك: يمكن لغيرك أخذه',
  takeOver: 'تولَّ المراجعة',
  takenOver: 'توليت المراجعة',
  claimFailed: 'تعذّر أخذه',
  claimedRefused: 'شخص آخر يراجع هذا: تولَّ المراجعة أولًا',
  decidedNext: 'سُجّل القرار. نفتح التالي',
};

export default ar;
