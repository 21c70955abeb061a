import { fieldMessages as contractFieldMessages, type FieldMessageKey } from '@cmt/contract/field-messages';

/** The contract's field messages are the English ones (as strings: the other languages hold their own). */
const fieldMessages: Record<FieldMessageKey, string> = contractFieldMessages;

/** The English strings of namespace `patterns` (locales.ts loads the language on screen only). */
const en = {
  customerPage: 'Customer page',
  /** The AML source lists of the contract (amlSourceLists), by their stored name. */
  amlSource: {
    EMLCU: 'EMLCU (anti-money-laundering unit)',
    'UN Consolidated List': 'UN Consolidated List',
    'Court order': 'Court order',
    'Internal fraud': 'Internal fraud',
    'CBE circular': 'CBE circular',
  },
  approval: {
    held: 'Sent for a second approval',
    waiting: 'Waiting for a second approval: asked by {{by}} on {{at}}',
    open: 'Open in Approvals',
  },
  table: {
    rowsPerPage: 'Rows per page:',
    displayedRows: '{{from}}–{{to}} of {{count}}',
    displayedRowsMore: '{{from}}–{{to}} of more than {{to}}',
    first: 'Go to first page',
    last: 'Go to last page',
    next: 'Go to next page',
    previous: 'Go to previous page',
    empty: 'Nothing to show',
    loadError: 'The list could not be loaded.',
    retry: 'Retry',
    loading: 'Loading…',
    actions: 'Actions',
  },
  toolbar: { search: 'Search', clearSearch: 'Clear search', filters: 'Filters' },
  confirm: { cancel: 'Cancel', confirm: 'Confirm', delete: 'Delete' },
  leave: {
    title: 'Leave without saving?',
    body: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
    leave: 'Leave without saving',
    stay: 'Stay on this page',
  },
  stale: {
    title: 'Changed by someone else',
    body: 'Someone else saved this record after you opened it, so your changes were not saved. Reload to see their version, then make your changes again.',
    reload: 'Reload',
    keepEditing: 'Keep my edits on screen',
    listChanged: 'Someone else changed this item meanwhile; the list was reloaded. Try again.',
  },
  form: { save: 'Save', cancel: 'Cancel', back: 'Back', saving: 'Saving…', yes: 'Yes', no: 'No', none: '—' },
  date: { day: 'DD', month: 'MM', year: 'YYYY', pick: 'Choose a date' },
  upload: {
    drop: 'Drag an image here, or',
    choose: 'Choose file',
    replace: 'Replace image',
    remove: 'Remove image',
    uploading: 'Uploading… {{percent}}%',
    done: 'Image uploaded',
    wrongType: 'Use a PNG, JPEG, WebP or GIF image.',
    tooBig: 'The image is larger than {{max}} MB.',
    failed: 'The image could not be uploaded. Try again.',
    preview: 'Preview',
  },
  ordered: {
    handle: 'drag handle',
    instructions:
      'To pick up an item, focus its handle and press Space or Enter. Move it with the Up and Down arrow keys, drop it with Space or Enter, or cancel with Escape. On a touch screen, press and hold the handle, then drag.',
    pickedUp: 'Picked up the item at position {{position}} of {{total}}.',
    over: 'Over position {{position}} of {{total}}.',
    outside: 'Outside the list.',
    droppedInPlace: 'Dropped back at position {{position}} of {{total}}.',
    cancelled: 'Moving cancelled. The item is back at position {{position}} of {{total}}.',
  },
  merchant: {
    english: 'English',
    arabic: 'Arabic',
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    descriptionEn: 'Description (English)',
    descriptionAr: 'Description (Arabic)',
    category: 'Category',
    inactiveCategory: '{{name}} (inactive)',
    isActive: 'Active (shown in the app)',
    logo: 'Logo',
    logoFolder: 'Logo folder',
    currentLogo: 'Current logo',
    columns: { logo: 'Logo', name: 'Name', category: 'Category', status: 'Status' },
    active: 'Active',
    inactive: 'Inactive',
  },
  validation: {
    ...fieldMessages,
    required: 'This field is required',
    tooShort: 'Too short',
    tooLong: 'Too long',
    tooSmall: 'Value is too small',
    tooBig: 'Value is too large',
    invalid: 'Invalid value',
    invalidFormat: 'Invalid format',
    taken: 'This value is already taken',
  },
};

export type Tree = typeof en;

export default en;
