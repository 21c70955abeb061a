import type { Translations } from '../../lib/translations';

/** The English strings of namespace `sms` (locales.ts loads the language on screen only). */
const en = {
  title: 'SMS',
  subtitle: 'Send a message to one customer or a list; it goes out in the background, at a safe rate',
  provider: {
    logOnly:
      'This server has no SMS gateway configured: messages are written to the server log, not sent to phones.',
    allowance:
      'You can queue {{left}} more numbers today (of {{limit}}). Messages go out at up to {{rate}} a second.',
  },
  compose: {
    title: 'New message',
    message: 'Message',
    messageHelp:
      'Arabic or English. Arabic letters and emoji make each SMS shorter (70 instead of 160 characters).',
    counter: '{{units}} characters · {{parts}} SMS · {{encoding}}',
    remaining: '{{remaining}} left in this SMS',
    encodings: { 'GSM-7': 'standard (GSM-7)', 'UCS-2': 'Unicode (UCS-2)' },
    tooLong: 'At most {{max}} SMS: shorten the message',
    recipients: 'Mobile numbers',
    recipientsHelp: 'One per line, or separated by commas: 01012345678, +201012345678…',
    loadFile: 'Load numbers from a file',
    fileLoaded_one: '{{count}} line read from {{name}}',
    fileLoaded_other: '{{count}} lines read from {{name}}',
    fileFailed: 'The file could not be read as text',
    valid_one: '{{count}} number',
    valid_other: '{{count}} numbers',
    duplicates_one: '{{count}} repeated, sent once',
    duplicates_other: '{{count}} repeated, sent once',
    invalid_one: '{{count}} is not an Egyptian mobile: {{examples}}',
    invalid_other: '{{count}} are not Egyptian mobiles: {{examples}}',
    tooMany: 'At most {{max}} numbers in one sending',
    preview: 'Preview',
    send: 'Send',
    confirmTitle: 'Send this message?',
    confirmMessage_one:
      '{{parts}} SMS to {{count}} number: {{total}} SMS in all. Sending cannot be undone once the number is reached.',
    confirmMessage_other:
      '{{parts}} SMS to each of {{count}} numbers: {{total}} SMS in all. Sending cannot be undone once a number is reached.',
    queued: 'The message was queued',
    failed: 'Could not queue the message',
    limit: 'This would pass your daily allowance: {{used}} of {{limit}} numbers used today',
  },
  jobs: {
    title: 'Sendings',
    tableLabel: 'Sendings',
    empty: 'Nothing sent yet',
    loadError: 'Could not load the sendings',
    status: 'Status',
    columns: {
      created: 'Queued',
      message: 'Message',
      numbers: 'Numbers',
      progress: 'Progress',
      status: 'Status',
      actions: 'Actions',
    },
    by: 'by {{who}}',
    progress: '{{sent}} sent, {{failed}} failed of {{total}}',
    progressLogged: '{{sent}} logged (not sent), {{failed}} failed of {{total}}',
    open: 'Details of sending {{id}}',
    cancel: 'Stop sending {{id}}',
    cancelTitle: 'Stop this sending?',
    cancelMessage:
      'Numbers not reached yet ({{left}}) will not get the message. Numbers already reached keep it.',
    cancelConfirm: 'Stop sending',
    cancelled: 'The sending was stopped',
    cancelFailed: 'Could not stop the sending',
  },
  statuses: {
    ALL: 'All',
    QUEUED: 'Queued',
    SENDING: 'Sending',
    COMPLETED: 'Done',
    CANCELLED: 'Stopped',
    FAILED: 'Failed',
    PENDING: 'Waiting',
    SENT: 'Sent',
    LOGGED: 'Logged (not sent)',
  },
  detail: {
    title: 'Sending #{{id}}',
    provider: 'Provider: {{provider}}',
    providers: { log: 'logging only (not sent)', http: 'SMS gateway' } as Record<string, string>,
    parts: '{{parts}} SMS per number · {{encoding}}',
    outcomes: 'Each number',
    phone: 'Mobile',
    status: 'Outcome',
    detail: 'Detail',
    sentAt: 'Sent {{when}}',
    loggedAt: 'Logged {{when}}',
    close: 'Close',
  },
  failures: {
    SERVER_ERROR: 'The sending stopped on a server error; numbers still waiting were not sent',
    NOT_QUEUED: 'The sending could not be queued',
    INTERRUPTED: 'The server stopped before the provider answered: not sent again, to avoid a duplicate',
    PROVIDER_REFUSED: 'The SMS provider refused this message',
    OTHER: 'Not sent',
  },
};

export type Tree = Translations<typeof en>;

export default en;
