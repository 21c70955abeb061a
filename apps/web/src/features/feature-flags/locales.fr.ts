import type { Tree } from './locales.en';

/** The French strings of namespace `featureFlags` (locales.ts loads the language on screen only). */
const fr: Tree = {
  title: 'Indicateurs de fonctionnalités',
  subtitle: 'Interrupteurs et réglages lus par les applications au démarrage',
  newFlag: 'Nouveau flag',
  createTitle: 'Nouveau feature flag',
  editTitle: 'Modifier le feature flag',
  searchKey: 'Rechercher par clé',
  tableLabel: 'Feature flags',
  empty: 'Aucun feature flag ne correspond',
  columns: {
    key: 'Clé',
    value: 'Valeur',
    description: 'Description',
    updatedAt: 'Mis à jour',
    actions: 'Actions',
  },
  edit: 'Modifier {{key}}',
  delete: 'Supprimer {{key}}',
  confirmDeleteTitle: 'Supprimer le feature flag ?',
  confirmDeleteMessage:
    'Le flag « {{key}} » sera supprimé. Les applications qui le lisent reprendront leur valeur par défaut.',
  deleted: 'Le feature flag a été supprimé',
  deleteFailed: 'Impossible de supprimer le feature flag',
  listLoadFailed: 'Impossible de charger les feature flags',
  created: 'Le feature flag a été créé',
  updated: 'Le feature flag a été enregistré',
  saveFailed: "Impossible d'enregistrer le feature flag",
  loadFailed: 'Impossible de charger le feature flag',
  duplicateKey: 'Un feature flag avec cette clé existe déjà',
  fields: {
    key: 'Clé',
    keyHelp: 'Par exemple isCardCaasEnabled',
    description: 'Description',
    type: 'Type de valeur',
    value: 'Valeur',
    enabled: 'Activé',
    listHelp: 'Saisissez une valeur puis Entrée ou virgule',
  },
  types: { boolean: 'Activé / désactivé', number: 'Nombre', string: 'Texte', list: 'Liste de textes' },
  on: 'Activé',
  off: 'Désactivé',
  more: '+{{count}} de plus',
};

export default fr;
