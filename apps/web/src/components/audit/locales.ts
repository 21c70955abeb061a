/** Strings of the audit entry views shared by the Audit trail screen and every History panel, namespace `auditEntries`. */
const en = {
  kinds: { change: 'Change', event: 'Event', read: 'Personal data read' },
  system: 'System',
  /** Before the maker's email, on the entry of a held request applied by its checker (the entry's actor). */
  askedBy: 'Second approval; asked by',
  diff: {
    label: 'What changed',
    field: 'Field',
    before: 'Before',
    after: 'After',
    nothing: 'No details recorded',
    reason: 'Stated reason',
    reference: 'Reference',
  },
  history: {
    title: 'History',
    subtitle: 'Every recorded change of this record, newest first',
    empty: 'Nothing recorded for this record yet',
    loadError: 'The history could not be loaded.',
    retry: 'Retry',
    openTrail: 'Open in the audit trail',
    more: 'Showing the newest {{shown}} of {{count}} entries',
  },
};

type Strings = typeof en;

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

const fr: Strings = {
  kinds: { change: 'Modification', event: 'Événement', read: 'Consultation de données personnelles' },
  system: 'Système',
  askedBy: 'Seconde approbation ; demandé par',
  diff: {
    label: 'Ce qui a changé',
    field: 'Champ',
    before: 'Avant',
    after: 'Après',
    nothing: 'Aucun détail enregistré',
    reason: 'Motif indiqué',
    reference: 'Référence',
  },
  history: {
    title: 'Historique',
    subtitle: 'Chaque modification enregistrée de cette fiche, la plus récente d’abord',
    empty: 'Rien n’a encore été enregistré pour cette fiche',
    loadError: 'L’historique n’a pas pu être chargé.',
    retry: 'Réessayer',
    openTrail: 'Ouvrir dans la piste d’audit',
    more: 'Les {{shown}} entrées les plus récentes sur {{count}}',
  },
};

const arMA: Strings = {
  ...ar,
  history: {
    ...ar.history,
    empty: 'مازال ما تسجل والو على هاد السجل',
    loadError: 'ما قدرناش نحمّلو السجل.',
  },
};

export const auditEntryLocales = { en, ar, fr, 'ar-MA': arMA };
