import type { Translations } from '../../lib/translations';

/** The English strings of namespace `queue` (locales.ts loads the language on screen only). */
const en = {
  takeNext: 'Take next',
  nothingWaiting: 'Nothing is waiting: the queue is empty',
  takeNextFailed: 'Could not take the next item',
  claimFilter: 'Claimed',
  claimFilters: { ALL: 'All', MINE: 'Mine', UNCLAIMED: 'Unclaimed' },
  columns: { age: 'Waiting', claim: 'Reviewer' },
  sla: { GREEN: 'Within SLA', AMBER: 'Near SLA', RED: 'Past SLA' },
  age: '{{age}} · {{light}}',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  minutes: 'under an hour',
  mine: 'You',
  claimedByOther: '{{who}} is reviewing this until {{until}}',
  claimedByMe: 'You are reviewing this until {{until}}',
  release: 'Release',
  released: 'Released: others may take it',
  takeOver: 'Take over',
  takenOver: 'You took it over',
  claimFailed: 'Could not take it',
  claimedRefused: 'Someone else is reviewing this: take it over first',
  decidedNext: 'Decided. Opening the next one',
};

export type Tree = Translations<typeof en>;

export default en;
