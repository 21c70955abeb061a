/** How four-eyes requests are named, shared by Approvals, the bell and the staff account page. */
const strings = {
  actions: {
    'cashout.approve': 'Approve a cashout',
    'credit-line.change-limit': 'Raise a credit limit',
    'financing.assign-partner': 'Assign a financing partner',
    'financing.unblock': 'Unblock customers from financing',
    'blacklist.remove': 'Remove a national id from the AML blacklist',
    'staff.permissions': 'Change a staff account’s access',
    'bulk.apply': 'Apply a bulk file',
    'rule.activate': 'Activate a rule',
    'approval-policy.loosen': 'Loosen a four-eyes policy',
  },

  targets: {
    affiliate_cashout: 'Cashout #{{id}}',
    credit_line: 'Credit line #{{id}}',
    financing_partner: 'Partner #{{id}}',
    financing_block: 'Customers: {{id}}',
    blacklist_entry: 'Blacklist entry #{{id}}',
    bulk_batch: 'Batch #{{id}}',
    rule: 'Rule #{{id}}',
    approval_policy: 'Policy: {{id}}',
    staff_account: 'Account {{id}}',
    other: '{{type}} {{id}}',
  },
};

export type ApprovalWordStrings = typeof strings;
export default strings;
