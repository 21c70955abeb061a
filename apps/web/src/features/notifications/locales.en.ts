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
    'case.mentioned': 'You were mentioned in a note on case {{reference}}',
    'case.assigned': 'Case {{reference}} was given to you',
    'case.reminder': 'Case {{reference}} is due on {{dueOn}}: 2 business days left',
    'case.breached': 'Case {{reference}} is past its due day ({{dueOn}}) and was escalated',
  },
  request: 'Request #{{id}}',
  withAmount: '{{record}}, {{amount}}',
  items: {
    'profile-validation': 'the KYC profile',
    'affiliate-cashout': 'the cashout',
    'credit-line': 'the application review',
  },
};

export type Strings = Translations<typeof en>;

export default en;
