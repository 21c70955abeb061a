import { eq } from 'drizzle-orm';
import { POLICY_LOOSEN, thresholdActions, type ApprovalAction } from '@cmt/contract/approval-actions';
import type { ApprovalPolicy } from '@cmt/contract/endpoints/approvals';
import { approvalPolicies } from '../../db/schema.ts';
import { defineGuarded, fingerprint } from '../../lib/approvals.ts';
import { audited } from '../../lib/audited.ts';
import { findPolicy, toPolicy } from './approval-queries.ts';

type PolicyRow = typeof approvalPolicies.$inferSelect;

/** A policy change as asked: the action, on or off, and the threshold (undefined: keep the current one). */
export interface PolicyChange {
  action: ApprovalAction;
  enabled: boolean;
  thresholdPiastres?: number | null | undefined;
}

const thresholdOf = (current: PolicyRow, change: PolicyChange) =>
  !thresholdActions.includes(change.action)
    ? null
    : change.thresholdPiastres === undefined
      ? current.thresholdPiastres
      : change.thresholdPiastres;

/**
 * Whether a change holds fewer calls than the policy does now: turning it off, or (for actions with
 * an amount) a higher threshold, or a threshold where every call was held. Tightening applies at once.
 */
function loosens(current: PolicyRow, change: PolicyChange): boolean {
  if (!current.enabled) return false;
  if (!change.enabled) return true;
  const next = thresholdOf(current, change);
  if (next === null) return false;
  return current.thresholdPiastres === null || next > current.thresholdPiastres;
}

const publicPolicy = (row: PolicyRow) => ({
  enabled: row.enabled,
  thresholdPiastres: row.thresholdPiastres,
});

/**
 * Changing a four-eyes policy, guarded by itself: a loosening is held for a second `manage-cmt`
 * holder, and stale when the policy changed meanwhile; a tightening applies at once.
 */
export const policyChange = defineGuarded({
  action: POLICY_LOOSEN,
  permission: 'manage-cmt',
  alwaysHeld: true,
  target: async (tx, change: PolicyChange) => {
    const current = await findPolicy(tx, change.action);
    return {
      targetType: 'approval_policy',
      targetId: change.action,
      version: fingerprint({ ...publicPolicy(current), at: current.updatedAt.toISOString() }),
      held: loosens(current, change),
    };
  },
  shape: async (tx, change: PolicyChange) => publicPolicy(await findPolicy(tx, change.action)),
  apply: (services, db, actor, change: PolicyChange): Promise<ApprovalPolicy> =>
    audited(db, actor, 'approval-policy.update', 'approval_policy', async (tx, note) => {
      const current = await findPolicy(tx, change.action);
      const [row] = await tx
        .update(approvalPolicies)
        .set({
          enabled: change.enabled,
          thresholdPiastres: thresholdOf(current, change),
          updatedAt: new Date(),
          updatedBy: actor.staff?.email ?? null,
        })
        .where(eq(approvalPolicies.action, change.action))
        .returning();
      note.targetId = change.action;
      note.before = publicPolicy(current);
      note.after = publicPolicy(row!);
      return toPolicy(row!, null);
    }),
});
