import type { Translations } from '../../lib/translations';

/** The English strings of namespace `bulkRows` (locales.ts loads the language on screen only). */
const en = {
  actions: {
    approve: 'Approve selected',
    approveTitle: 'Approve the selected cashouts?',
    approveMessage:
      'Each is paid and taken from its customer’s available cashback, as if approved one by one; one over the four-eyes threshold waits for a second person.',
    reject: 'Reject selected',
    rejectTitle: 'Reject the selected cashouts?',
    rejectReason: 'Reason (each customer is told)',
    assign: 'Assign to me',
    assignTitle: 'Assign the selected profiles to you?',
    end: 'End selected',
    endTitle: 'End the selected offers?',
    endMessage: 'They become Inactive and stop showing in the app; their dates are kept.',
    hide: 'Hide selected',
    hideTitle: 'Hide the selected banners?',
    hideMessage: 'They become inactive and stop showing in the app.',
    block: 'Block selected',
    blockTitle: 'Block the selected customers?',
    blockReason: 'Reason',
  },
  selectAll: 'Select all rows on this page',
  selectRow: 'Select row {{id}}',
  selected: 'Rows selected: {{count}}',
  clear: 'Clear selection',
  confirmMessage:
    'Rows selected: {{count}}. Each row is handled on its own, as if done one by one; you will see the outcome of each.',
  failedCall: 'The action could not be sent. Nothing was changed.',
  outcome: {
    title: 'Outcome',
    done: 'Done: {{count}}',
    pending: 'Waiting for a second person: {{count}}',
    failed: 'Failed: {{count}}',
    failedRows: 'Rows that failed',
    row: 'Row',
    reason: 'Reason',
    close: 'Close',
  },
  errors: {
    CLAIMED_BY_OTHER: 'Someone else is reviewing it',
    INVALID_TRANSITION: 'Already decided: its status does not allow this',
    NOT_WAITING: 'Already decided',
    NOT_FOUND: 'Not found (deleted meanwhile?)',
    STALE_RECORD: 'Changed by someone else since the list was shown',
    STALE_REQUEST: 'Changed since it was requested',
    INSUFFICIENT_BALANCE: "The customer's available cashback no longer covers it",
    CHECKS_FAILED: 'A check fails',
    SAME_PERSON: 'A second person must approve it',
    FORBIDDEN: 'You do not have permission for this',
    VALIDATION_FAILED: 'Its data is not valid for this action',
    other: 'Could not be changed ({{code}})',
  },
};

export type Tree = Translations<typeof en>;

export default en;
