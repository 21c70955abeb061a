/** Strings of the Audit trail screen, namespace `audit` (the entry views' own strings: components/audit/locales.ts). */
const en = {
  title: 'Audit trail',
  subtitle:
    'Every change, sign-in and read of personal data, newest first. Entries cannot be changed or removed, and each is sealed into a SHA-256 chain.',
  filters: {
    actor: 'Who (email)',
    action: 'Action (exact, e.g. banner.update)',
    kind: 'Kind',
    allKinds: 'All kinds',
    targetType: 'Record type',
    targetId: 'Record id',
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
  },
  columns: { when: 'When', who: 'Who', action: 'Action', record: 'Record', details: 'Before → after' },
  tableLabel: 'Audit entries',
  empty: 'No entries match these filters',
  loadError: 'The audit trail could not be loaded.',
  verify: {
    button: 'Verify the chain',
    ok: 'The chain holds: {{checked}} sealed entries checked, {{unsealed}} waiting to be sealed.',
    broken:
      'The chain is broken at entry #{{id}}: it was changed or removed after it was sealed ({{checked}} entries checked).',
    failed: 'The chain could not be verified.',
  },
};

type Strings = typeof en;

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

const fr: Strings = {
  title: 'Piste d’audit',
  subtitle:
    'Chaque modification, connexion et consultation de données personnelles, la plus récente d’abord. Les entrées ne peuvent être ni modifiées ni supprimées, et chacune est scellée dans une chaîne SHA-256.',
  filters: {
    actor: 'Qui (e-mail)',
    action: 'Action (exacte, p. ex. banner.update)',
    kind: 'Type',
    allKinds: 'Tous les types',
    targetType: 'Type de fiche',
    targetId: 'Identifiant de la fiche',
    from: 'Du',
    to: 'Au',
    clear: 'Effacer les filtres',
  },
  columns: { when: 'Quand', who: 'Qui', action: 'Action', record: 'Fiche', details: 'Avant → après' },
  tableLabel: 'Entrées d’audit',
  empty: 'Aucune entrée ne correspond à ces filtres',
  loadError: 'La piste d’audit n’a pas pu être chargée.',
  verify: {
    button: 'Vérifier la chaîne',
    ok: 'La chaîne est intacte : {{checked}} entrées scellées vérifiées, {{unsealed}} en attente de scellement.',
    broken:
      'La chaîne est rompue à l’entrée n° {{id}} : elle a été modifiée ou supprimée après son scellement ({{checked}} entrées vérifiées).',
    failed: 'La chaîne n’a pas pu être vérifiée.',
  },
};

const arMA: Strings = {
  ...ar,
  empty: 'ما كاين حتى إدخال كيطابق هاد الفلاتر',
  loadError: 'ما قدرناش نحمّلو سجل التدقيق.',
  verify: { ...ar.verify, failed: 'ما قدرناش نتحققو من السلسلة.' },
};

export const auditLocales = { en, ar, fr, 'ar-MA': arMA };
