import type { Translations } from '../../lib/translations';

/** The English strings of namespace `notifications` (locales.ts loads the language on screen only). */
const en = {
  title: 'Notifications',
  none: 'No notifications in the last 30 days',
  readAll: 'Mark all read',
  markRead: 'Mark read',
  failed: 'Could not load the notifications',
  kinds: {
    'bulk.validated': 'Your file {{fileName}} was checked: {{invalidRows}} rows with errors',
    'bulk.applied': 'Your file {{fileName}} was applied: {{rows}} rows',
    'bulk.failed': 'Your file {{fileName}} failed',
    'approval.requested': 'Waiting for your decision — {{action}}: {{record}}, asked by {{by}}',
    'approval.approved': 'Your request was approved — {{action}}: {{record}}',
    'approval.rejected': 'Your request was rejected — {{action}}: {{record}}',
    'claim.takenOver': '{{by}} took over {{what}} #{{id}} you had taken',
    'sms.finished': 'Your SMS sending #{{jobId}} finished: {{sent}} sent, {{failed}} failed',
  },
  request: 'Request #{{id}}',
  withAmount: '{{record}}, {{amount}}',
  actions: {
    'cashout.approve': 'Approve a cashout',
    'credit-line.change-limit': 'Raise a credit limit',
    'financing.assign-partner': 'Assign a financing partner',
    'financing.unblock': 'Unblock customers from financing',
    'blacklist.remove': 'Remove a national id from the AML blacklist',
    'staff.permissions': 'Change a staff account’s access',
    'bulk.apply': 'Apply a bulk file',
    'approval-policy.loosen': 'Loosen a four-eyes policy',
  },
  targets: {
    affiliate_cashout: 'Cashout #{{id}}',
    credit_line: 'Credit line #{{id}}',
    financing_partner: 'Partner #{{id}}',
    financing_block: 'Customers: {{id}}',
    blacklist_entry: 'Blacklist entry #{{id}}',
    bulk_batch: 'Batch #{{id}}',
    approval_policy: 'Policy: {{id}}',
    staff_account: 'Account {{id}}',
    other: '{{type}} {{id}}',
  },
  items: {
    'profile-validation': 'the KYC profile',
    'affiliate-cashout': 'the cashout',
    'credit-line': 'the application review',
  },
};

export type Strings = Translations<typeof en>;

export default en;
