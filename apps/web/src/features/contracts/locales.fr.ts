import type { Tree } from './locales.en';

/** The French strings of namespace `contracts` (locales.ts loads the language on screen only). */
const fr: Tree = {
  luckyTitle: 'Contrats Lucky',
  luckySubtitle:
    'Imprimez la demande de carte prépayée et le contrat de paiement échelonné, puis marquez-les signés',
  connectTitle: 'Contrats Connect',
  connectSubtitle: 'Imprimez le contrat de paiement échelonné Connect, puis marquez-le signé',
  search: {
    label: 'Numéro national, mobile ou nom',
    button: 'Trouver le client',
    results: 'Clients trouvés',
    none: 'Aucun client ne correspond à « {{q}} »',
    tooShort: 'Saisissez au moins 2 caractères',
    failed: 'Impossible de rechercher les clients',
  },
  application: {
    title: 'Dossier du client {{userId}}',
    fullName: 'Nom complet',
    documentNumber: 'Numéro national',
    badId:
      'Le numéro national n’a pas 14 chiffres : la carte présentée ne peut pas être vérifiée, rien ne s’imprime avant la correction du dossier',
    noId: 'Pas de numéro national : la carte présentée ne peut pas être vérifiée, rien ne s’imprime avant la correction du dossier',
    expirationDate: 'Expiration de la carte d’identité',
    birthdate: 'Date de naissance',
    placeOfBirth: 'Lieu de naissance',
    gender: 'Sexe',
    male: 'Homme',
    female: 'Femme',
    phone: 'Mobile',
    address: 'Adresse',
    profession: 'Profession',
    partner: 'Partenaire de financement',
    activePartner: '{{name}} : {{amount}} approuvés (statut {{status}})',
    noActivePartner: 'Aucune ligne de crédit active',
    missing: 'Manquant',
    notFound: 'Ce client est introuvable',
    loadFailed: 'Impossible de charger le dossier',
  },
  actions: {
    printDebit: 'Imprimer la demande de carte',
    printCredit: 'Imprimer le contrat échelonné',
    printConnect: 'Imprimer le contrat Connect',
    markSigned: 'Marquer comme signé',
    confirmTitle: 'Marquer comme signé ?',
    markDocumentSigned: 'Marquer « {{document}} » comme signé',
    confirmMessage:
      'Confirmez que le client a signé le document imprimé « {{document}} ». Seul ce document est marqué ; vous êtes enregistré comme réviseur.',
    signed: 'Marqué comme signé',
    signFailed: 'Impossible de marquer comme signé',
    nothingToSign:
      'Rien à marquer comme signé : imprimez d’abord un contrat, ou tous les contrats imprimés sont déjà signés',
  },
  check: {
    title: 'Vérifier la carte d’identité avant d’imprimer',
    refusedTitle: 'Rien à imprimer',
    badApplicationId:
      'Le numéro national de ce dossier manque ou n’a pas 14 chiffres : la carte ne peut pas lui être comparée. Rien n’a été imprimé : corrigez d’abord le dossier.',
    intro:
      'Saisissez le numéro national inscrit sur la carte que le client présente. « {{document}} » ne s’imprime que s’il correspond à ce dossier.',
    label: 'Numéro national sur la carte',
    digits: 'Saisissez les 14 chiffres du numéro national',
    submit: 'Vérifier et imprimer',
    cancel: 'Annuler',
    close: 'Fermer',
    mismatch:
      'Ce numéro national ne correspond pas au dossier du client. Rien n’a été imprimé : vérifiez la carte et le client choisi.',
    failed: 'La carte n’a pas pu être vérifiée, rien n’a été imprimé. Réessayez.',
    noActiveLine:
      'Ce client n’a pas de ligne de crédit active (approuvée ou active) : « {{document}} » s’imprimerait avec un plafond vide. Rien n’a été imprimé : attribuez un partenaire de financement ou examinez la ligne d’abord.',
  },
  archiveOff:
    'L’archivage PDF est désactivé sur ce serveur (pas de Chromium) : les documents s’impriment depuis le navigateur, sans copie archivée.',
  history: {
    title: 'Historique des contrats',
    empty: 'Rien n’a encore été imprimé',
    kind: 'Document',
    action: 'Événement',
    at: 'Quand',
    by: 'Par',
    pdf: 'PDF archivé',
    debit: 'Demande de carte',
    credit: 'Contrat échelonné',
    connect: 'Contrat Connect',
    printed: 'Imprimé',
    signed: 'Signé',
    reviewedBy: 'vérifié par {{name}}',
    download: 'Télécharger le PDF',
    pending: 'Archivage en cours…',
    failed: 'Échec de l’archivage',
    off: 'Non archivé',
    noPermission: 'Archivé',
    downloadFailed: 'Impossible de télécharger le PDF',
  },
};

export default fr;
