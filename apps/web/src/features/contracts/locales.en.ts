/** The English strings of namespace `contracts` (locales.ts loads the language on screen only). */
const en = {
  luckyTitle: 'Lucky contracts',
  luckySubtitle: 'Print the prepaid card request and the instalment contract, then mark them signed',
  connectTitle: 'Connect contracts',
  connectSubtitle: 'Print the Connect instalment contract, then mark it signed',
  search: {
    label: 'National id, mobile number or name',
    button: 'Find customer',
    results: 'Customers found',
    none: 'No customer matches “{{q}}”',
    tooShort: 'Enter at least 2 characters',
    failed: 'Could not search customers',
  },
  application: {
    title: 'Application of customer {{userId}}',
    fullName: 'Full name',
    documentNumber: 'National id',
    badId:
      'The national id is not 14 digits: the card in hand cannot be checked, so nothing prints until the application is corrected',
    noId: 'No national id: the card in hand cannot be checked, so nothing prints until the application is corrected',
    expirationDate: 'Id expiry',
    birthdate: 'Birth date',
    placeOfBirth: 'Place of birth',
    gender: 'Gender',
    male: 'Male',
    female: 'Female',
    phone: 'Mobile',
    address: 'Address',
    profession: 'Profession',
    partner: 'Financing partner',
    activePartner: '{{name}}: {{amount}} approved (status {{status}})',
    noActivePartner: 'No active credit line',
    missing: 'Missing',
    notFound: 'This customer was not found',
    loadFailed: 'Could not load the application',
  },
  actions: {
    printDebit: 'Print card request form',
    printCredit: 'Print instalment contract',
    printConnect: 'Print Connect contract',
    markSigned: 'Mark as signed',
    confirmTitle: 'Mark as signed?',
    markDocumentSigned: 'Mark the {{document}} as signed',
    confirmMessage:
      'Confirm that the customer signed the printed {{document}}. Only this document is marked; you are recorded as the reviewer.',
    signed: 'Marked as signed',
    signFailed: 'Could not mark as signed',
    nothingToSign:
      'Nothing to mark as signed: print a contract first, or every printed contract is already signed',
  },
  check: {
    title: 'Check the id card before printing',
    refusedTitle: 'Nothing to print',
    badApplicationId:
      'The national id on this application is missing or not 14 digits, so the card cannot be checked against it. Nothing was printed: correct the application first.',
    intro:
      'Type the national id on the card the customer is holding. The {{document}} prints only if it matches this application.',
    label: 'National id on the card',
    digits: 'Enter the 14 digits of the national id',
    submit: 'Check and print',
    cancel: 'Cancel',
    close: 'Close',
    mismatch:
      'This national id does not match the customer’s application. Nothing was printed: check the card and the customer you chose.',
    failed: 'The id card could not be checked, so nothing was printed. Try again.',
    noActiveLine:
      'This customer has no active credit line (approved or active), so the {{document}} would print a blank credit limit. Nothing was printed: assign a financing partner or review the credit line first.',
  },
  archiveOff:
    'PDF archiving is off on this server (no Chromium): documents still print from the browser, without an archived copy.',
  history: {
    title: 'Contract history',
    empty: 'Nothing printed yet',
    kind: 'Document',
    action: 'Event',
    at: 'When',
    by: 'By',
    pdf: 'Archived PDF',
    debit: 'Card request form',
    credit: 'Instalment contract',
    connect: 'Connect contract',
    printed: 'Printed',
    signed: 'Signed',
    reviewedBy: 'reviewed by {{name}}',
    download: 'Download PDF',
    pending: 'Being archived…',
    failed: 'Archiving failed',
    off: 'Not archived',
    noPermission: 'Archived',
    downloadFailed: 'Could not download the PDF',
  },
};

export type Tree = typeof en;

export default en;
