import type { Tree } from './locales.en';

/** The French strings of namespace `sms` (locales.ts loads the language on screen only). */
const fr: Tree = {
  title: 'SMS',
  subtitle:
    'Envoyez un message à un client ou à une liste ; l’envoi se fait en arrière-plan, à un rythme sûr',
  provider: {
    logOnly:
      'Aucune passerelle SMS n’est configurée sur ce serveur : les messages sont écrits dans le journal du serveur, pas envoyés.',
    allowance:
      'Vous pouvez encore ajouter {{left}} numéros aujourd’hui (sur {{limit}}). Envoi à {{rate}} par seconde au plus.',
  },
  compose: {
    title: 'Nouveau message',
    message: 'Message',
    messageHelp:
      'En arabe ou en anglais. Les lettres arabes et les émojis raccourcissent chaque SMS (70 au lieu de 160 caractères).',
    counter: '{{units}} caractères · {{parts}} SMS · {{encoding}}',
    remaining: 'Encore {{remaining}} dans ce SMS',
    encodings: { 'GSM-7': 'standard (GSM-7)', 'UCS-2': 'Unicode (UCS-2)' },
    tooLong: 'Au plus {{max}} SMS : raccourcissez le message',
    recipients: 'Numéros de mobile',
    recipientsHelp: 'Un par ligne, ou séparés par des virgules : 01012345678, +201012345678…',
    loadFile: 'Charger des numéros depuis un fichier',
    fileLoaded_one: '{{count}} ligne lue dans {{name}}',
    fileLoaded_other: '{{count}} lignes lues dans {{name}}',
    fileFailed: 'Le fichier n’a pas pu être lu comme du texte',
    valid_one: '{{count}} numéro',
    valid_other: '{{count}} numéros',
    duplicates_one: '{{count}} en double, envoyé une fois',
    duplicates_other: '{{count}} en double, envoyés une fois',
    invalid_one: '{{count}} n’est pas un mobile égyptien : {{examples}}',
    invalid_other: '{{count}} ne sont pas des mobiles égyptiens : {{examples}}',
    tooMany: 'Au plus {{max}} numéros par envoi',
    preview: 'Aperçu',
    send: 'Envoyer',
    confirmTitle: 'Envoyer ce message ?',
    confirmMessage_one:
      '{{parts}} SMS à {{count}} numéro : {{total}} SMS au total. Un message reçu ne peut pas être annulé.',
    confirmMessage_other:
      '{{parts}} SMS à chacun des {{count}} numéros : {{total}} SMS au total. Un message reçu ne peut pas être annulé.',
    queued: 'Le message a été mis en file d’envoi',
    failed: 'Impossible de mettre le message en file d’envoi',
    limit: 'Cela dépasserait votre quota du jour : {{used}} numéros sur {{limit}} déjà utilisés',
  },
  jobs: {
    title: 'Envois',
    tableLabel: 'Envois',
    empty: 'Aucun envoi pour l’instant',
    loadError: 'Impossible de charger les envois',
    status: 'Statut',
    columns: {
      created: 'Mis en file',
      message: 'Message',
      numbers: 'Numéros',
      progress: 'Avancement',
      status: 'Statut',
      actions: 'Actions',
    },
    by: 'par {{who}}',
    progress: '{{sent}} envoyés, {{failed}} en échec sur {{total}}',
    progressLogged: '{{sent}} journalisés (non envoyés), {{failed}} en échec sur {{total}}',
    open: 'Détails de l’envoi {{id}}',
    cancel: 'Arrêter l’envoi {{id}}',
    cancelTitle: 'Arrêter cet envoi ?',
    cancelMessage:
      'Les numéros pas encore atteints ({{left}}) ne recevront pas le message. Ceux déjà atteints le gardent.',
    cancelConfirm: 'Arrêter l’envoi',
    cancelled: 'L’envoi a été arrêté',
    cancelFailed: 'Impossible d’arrêter l’envoi',
  },
  statuses: {
    ALL: 'Tous',
    QUEUED: 'En file',
    SENDING: 'En cours',
    COMPLETED: 'Terminé',
    CANCELLED: 'Arrêté',
    FAILED: 'Échec',
    PENDING: 'En attente',
    SENT: 'Envoyé',
    LOGGED: 'Journalisé (non envoyé)',
  },
  detail: {
    title: 'Envoi n° {{id}}',
    provider: 'Fournisseur : {{provider}}',
    providers: { log: 'journal seulement (non envoyé)', http: 'passerelle SMS' },
    parts: '{{parts}} SMS par numéro · {{encoding}}',
    outcomes: 'Chaque numéro',
    phone: 'Mobile',
    status: 'Résultat',
    detail: 'Détail',
    sentAt: 'Envoyé {{when}}',
    loggedAt: 'Journalisé {{when}}',
    close: 'Fermer',
  },
  failures: {
    SERVER_ERROR:
      'L’envoi s’est arrêté sur une erreur du serveur ; les numéros en attente n’ont pas été envoyés',
    NOT_QUEUED: 'L’envoi n’a pas pu être mis en file',
    INTERRUPTED:
      'Le serveur s’est arrêté avant la réponse du fournisseur : pas renvoyé, pour éviter un doublon',
    PROVIDER_REFUSED: 'Le fournisseur SMS a refusé ce message',
    OTHER: 'Non envoyé',
  },
};

export default fr;
