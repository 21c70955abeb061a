/** The English strings of namespace `featureFlags` (locales.ts loads the language on screen only). */
const en = {
  title: 'Feature flags',
  subtitle: 'Switches and settings the apps read at start-up',
  newFlag: 'New flag',
  createTitle: 'New feature flag',
  editTitle: 'Edit feature flag',
  searchKey: 'Search by key',
  tableLabel: 'Feature flags',
  empty: 'No feature flags match',
  columns: {
    key: 'Key',
    value: 'Value',
    description: 'Description',
    updatedAt: 'Updated',
    actions: 'Actions',
  },
  edit: 'Edit {{key}}',
  delete: 'Delete {{key}}',
  confirmDeleteTitle: 'Delete feature flag?',
  confirmDeleteMessage:
    'The flag “{{key}}” will be removed. Apps reading it will fall back to their default.',
  deleted: 'Feature flag was deleted',
  deleteFailed: 'Could not delete feature flag',
  listLoadFailed: 'Could not load the feature flags',
  created: 'Feature flag was created',
  updated: 'Feature flag was saved',
  saveFailed: 'Could not save feature flag',
  loadFailed: 'Could not load feature flag',
  duplicateKey: 'A feature flag with this key already exists',
  fields: {
    key: 'Key',
    keyHelp: 'For example isCardCaasEnabled',
    description: 'Description',
    type: 'Value type',
    value: 'Value',
    enabled: 'Enabled',
    listHelp: 'Type a value and press Enter or comma',
  },
  types: { boolean: 'On / off', number: 'Number', string: 'Text', list: 'List of texts' },
  on: 'On',
  off: 'Off',
  more: '+{{count}} more',
};

export type Tree = typeof en;

export default en;
