/** The English strings of namespace `audit` (locales.ts loads the language on screen only). */
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

export type Strings = typeof en;

export default en;
