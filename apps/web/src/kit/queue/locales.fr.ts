import type { Tree } from './locales.en';

/** The French strings of namespace `queue` (locales.ts loads the language on screen only). */
const fr: Tree = {
  takeNext: 'Prendre le suivant',
  nothingWaiting: 'Rien n’attend : la file est vide',
  takeNextFailed: 'Impossible de prendre l’élément suivant',
  claimFilter: 'Pris en charge',
  claimFilters: { ALL: 'Tous', MINE: 'Les miens', UNCLAIMED: 'Libres' },
  columns: { age: 'Attente', claim: 'Réviseur' },
  sla: { GREEN: 'Dans le délai', AMBER: 'Proche du délai', RED: 'Délai dépassé' },
  age: '{{age}} · {{light}}',
  hours_one: '{{count}} heure',
  hours_other: '{{count}} heures',
  days_one: '{{count}} jour',
  days_other: '{{count}} jours',
  minutes: 'moins d’une heure',
  mine: 'Vous',
  claimedByOther: '{{who}} traite ce dossier jusqu’à {{until}}',
  claimedByMe: 'Vous traitez ce dossier jusqu’à {{until}}',
  release: 'Libérer',
  released: 'Libéré : d’autres peuvent le prendre',
  takeOver: 'Reprendre',
  takenOver: 'Vous l’avez repris',
  claimFailed: 'Impossible de le prendre',
  claimedRefused: 'Quelqu’un d’autre traite ce dossier : reprenez-le d’abord',
  decidedNext: 'Décision enregistrée. Ouverture du suivant',
};

export default fr;
