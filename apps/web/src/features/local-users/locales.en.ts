import type { Translations } from '../../lib/translations';

/** The English strings of namespace `localUsers` (locales.ts loads the language on screen only). */
const en = {
  title: 'Local Users management',
  subtitle: 'Staff accounts that sign in with an email and password',
  loadFailed: 'Could not load the staff accounts',
  newAccount: 'New account',
  searchLabel: 'Search by email or name',
  tableLabel: 'Staff accounts',
  empty: 'No accounts match',
  filters: { status: 'Status', ALL: 'All', ACTIVE: 'Active', DISABLED: 'Disabled' },
  columns: {
    email: 'Email',
    name: 'Name',
    permissions: 'Permissions',
    lastLoginAt: 'Last sign-in',
    createdAt: 'Created',
    status: 'Status',
    actions: 'Actions',
  },
  status: { active: 'Active', disabled: 'Disabled' },
  never: 'Never',
  permissionCount_one: '{{count}} permission',
  permissionCount_other: '{{count}} permissions',
  edit: 'Edit {{email}}',
  resetPassword: 'Reset password',
  resetPasswordFor: 'Reset password for {{email}}',
  createTitle: 'New account',
  editTitle: 'Edit account',
  resetTitle: 'Reset password',
  resetHelp: 'The account’s open sessions end; give the new password to its owner.',
  create: 'Create account',
  save: 'Save',
  disableAccount: 'Disable account',
  setPassword: 'Set password',
  cancel: 'Cancel',
  fields: {
    email: 'Email',
    name: 'Name',
    password: 'Password',
    newPassword: 'New password',
    passwordHelp: 'At least 12 characters',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    permissions: 'Permissions',
    isActive: 'Account active',
    disableHelp: 'Turning this off disables the account: it can no longer sign in.',
    filterPermissions: 'Filter permissions',
  },
  groups: {
    general: 'General',
    offers: 'Offers and banners',
    merchants: 'Merchants',
    applications: 'Applications and contracts',
    affiliate: 'Affiliate',
    financing: 'Financing',
    featureFlags: 'Feature flags',
  },
  selectAll: 'Select all',
  selectedOf: '{{selected}} of {{total}} selected',
  created: 'Account was created',
  updated: 'Account was saved',
  disabled: 'Account was disabled',
  passwordReset: 'Password was changed',
  saveFailed: 'Could not save the account',
  resetFailed: 'Could not change the password',
  duplicateEmail: 'An account with this email already exists',
  noPermissionsTitle: 'Create an account without permissions?',
  noPermissionsMessage:
    'This account will be able to sign in but will not open any screen until someone gives it permissions.',
  selfEdit: 'You cannot change your own permissions or disable your own account: ask another administrator',
  permissionEscalation:
    'You can only grant permissions you hold, and only edit accounts whose permissions you all hold',
  lastHolder:
    '{{email}} is the only active account holding {{permissions}}: give these permissions to another active account first',
};

// Arabic has more plural forms than English (zero, two, few, many).
export type Tree = Translations<typeof en>;

export default en;
