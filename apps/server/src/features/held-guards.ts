import type { HeldGuards } from '../lib/approvals.ts';
import { cashoutApproval } from './affiliate/cashout-writes.ts';
import { policyChange } from './approvals/approval-writes.ts';
import { batchApply } from './bulk/queue-batch.ts';
import { blacklistRemoval } from './compliance/blacklist-writes.ts';
import { creditLimitChange, partnerAssignment, usersUnblock } from './financing/financing-guards.ts';
import { staffAccessChange } from './local-users/staff-approval.ts';
import { ruleActivation } from './rules/rule-writes.ts';

/**
 * Every held action of the contract (`heldActions`) and the one guard that holds and replays it
 * (docs/four-eyes.md): the app hands this list to four-eyes at its construction (`app.heldGuards`),
 * and approving a held request replays it through the guard named here. The type asks for exactly
 * one guard per action, declared for that action; test/held-guards.test.ts checks that each guarded
 * endpoint of the contract runs its action's guard.
 */
export const heldGuards: HeldGuards = {
  'cashout.approve': cashoutApproval,
  'credit-line.change-limit': creditLimitChange,
  'financing.assign-partner': partnerAssignment,
  'financing.unblock': usersUnblock,
  'blacklist.remove': blacklistRemoval,
  'staff.permissions': staffAccessChange,
  'bulk.apply': batchApply,
  'rule.activate': ruleActivation,
  'approval-policy.loosen': policyChange,
};
