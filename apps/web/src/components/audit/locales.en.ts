/** The English strings of namespace `auditEntries` (locales.ts loads the language on screen only). */
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

export type Strings = typeof en;

export default en;
