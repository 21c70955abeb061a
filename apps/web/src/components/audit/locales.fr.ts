import type { Strings } from './locales.en';

/** The French strings of namespace `auditEntries` (locales.ts loads the language on screen only). */
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

export default fr;
