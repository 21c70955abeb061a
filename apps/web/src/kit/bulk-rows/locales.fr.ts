import type { Tree } from './locales.en';

/** The French strings of namespace `bulkRows` (locales.ts loads the language on screen only). */
const fr: Tree = {
  actions: {
    approve: 'Approuver la sélection',
    approveTitle: 'Approuver les retraits sélectionnés ?',
    approveMessage:
      'Chacun est payé et débité du cashback disponible de son client, comme approuvé un par un ; celui au-dessus du seuil des quatre yeux attend une seconde personne.',
    reject: 'Refuser la sélection',
    rejectTitle: 'Refuser les retraits sélectionnés ?',
    rejectReason: 'Motif (communiqué à chaque client)',
    assign: 'Me les attribuer',
    assignTitle: 'Vous attribuer les profils sélectionnés ?',
    end: 'Terminer la sélection',
    endTitle: 'Terminer les offres sélectionnées ?',
    endMessage:
      "Elles deviennent inactives et ne s'affichent plus dans l'application ; leurs dates sont conservées.",
    hide: 'Masquer la sélection',
    hideTitle: 'Masquer les bannières sélectionnées ?',
    hideMessage: "Elles deviennent inactives et ne s'affichent plus dans l'application.",
    block: 'Bloquer la sélection',
    blockTitle: 'Bloquer les clients sélectionnés ?',
    blockReason: 'Motif',
  },
  selectAll: 'Sélectionner toutes les lignes de cette page',
  selectRow: 'Sélectionner la ligne {{id}}',
  selected: 'Lignes sélectionnées : {{count}}',
  clear: 'Effacer la sélection',
  confirmMessage:
    'Lignes sélectionnées : {{count}}. Chaque ligne est traitée séparément, comme une à une ; vous verrez le résultat de chacune.',
  failedCall: "L'action n'a pas pu être envoyée. Rien n'a changé.",
  outcome: {
    title: 'Résultat',
    done: 'Effectué : {{count}}',
    pending: "En attente d'une seconde personne : {{count}}",
    failed: 'Échec : {{count}}',
    failedRows: 'Lignes en échec',
    row: 'Ligne',
    reason: 'Motif',
    close: 'Fermer',
  },
  errors: {
    CLAIMED_BY_OTHER: "Quelqu'un d'autre l'examine",
    INVALID_TRANSITION: 'Déjà décidé : son statut ne le permet pas',
    NOT_WAITING: 'Déjà décidé',
    NOT_FOUND: 'Introuvable (supprimé entre-temps ?)',
    STALE_RECORD: "Modifié par quelqu'un d'autre depuis l'affichage de la liste",
    STALE_REQUEST: 'Modifié depuis la demande',
    INSUFFICIENT_BALANCE: 'Le cashback disponible du client ne le couvre plus',
    CHECKS_FAILED: 'Une vérification échoue',
    SAME_PERSON: "Une seconde personne doit l'approuver",
    FORBIDDEN: "Vous n'avez pas la permission",
    VALIDATION_FAILED: 'Ses données ne sont pas valides pour cette action',
    other: 'Modification impossible ({{code}})',
  },
};

export default fr;
