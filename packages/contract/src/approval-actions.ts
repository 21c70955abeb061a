import { z } from 'zod';

/**
 * Four-eyes (maker-checker, docs/requirements.md §D9): the actions a policy may hold for a second person. A
 * guarded call by the maker is validated as if applied, held as an approval and answered 202
 * `{approvalId, status: "PENDING"}`; a different staff member holding the action's permission
 * approves it, which applies the held request through the same write as the direct path.
 */
export const approvalActions = [
  'cashout.approve',
  'credit-line.change-limit',
  'financing.assign-partner',
  'financing.unblock',
  'blacklist.remove',
  'staff.permissions',
  'bulk.apply',
  'rule.activate',
] as const;
export type ApprovalAction = (typeof approvalActions)[number];

/** Policies with an amount: a call is held only above the threshold (integer piastres). */
export const thresholdActions: readonly ApprovalAction[] = ['cashout.approve', 'credit-line.change-limit'];

/** Loosening a policy (off, or a higher threshold) is itself held for a second `manage-cmt` holder. */
export const POLICY_LOOSEN = 'approval-policy.loosen';

/** Every kind of held request: the policed actions and the loosening of a policy. */
export const heldActions = [...approvalActions, POLICY_LOOSEN] as const;
export type HeldAction = (typeof heldActions)[number];

/**
 * CANCELLED: its maker was no longer entitled to it when a checker came to approve it (disabled, or
 * without the action's permission any more); nobody can approve it.
 */
export const approvalStatuses = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
  'EXPIRED',
  'CANCELLED',
] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/**
 * Why a staff member may not check another's request (four-eyes ties, docs/requirements.md §D10): within
 * FOUR_EYES_TIE_DAYS one of them created or re-enabled the other's account, granted it the permission
 * at stake, reset its password or two-step verification, or approved such a change for it.
 */
export const tieKinds = ['created', 'reenabled', 'granted', 'passwordReset', 'twoStepReset'] as const;
export const fourEyesTie = z.object({
  kind: z.enum(tieKinds),
  /** The account that was changed. */
  account: z.string(),
  /** Who applied the change (the checker, for a held one); null for the system. */
  by: z.string().nullable(),
  /** Who asked for it, when it was held and approved by `by`. */
  askedBy: z.string().nullable(),
  /** The permission granted (kind `granted`). */
  permission: z.string().nullable(),
  at: z.string(),
});
export type FourEyesTie = z.infer<typeof fourEyesTie>;

/** The 202 answer of a held call. */
export const approvalHeld = z.object({
  approvalId: z.number().int(),
  status: z.literal('PENDING'),
});
export type ApprovalHeld = z.infer<typeof approvalHeld>;

/** True for the 202 answer of a guarded endpoint (the call was held for a second approval). */
export const isHeld = (value: unknown): value is ApprovalHeld =>
  typeof value === 'object' &&
  value !== null &&
  'approvalId' in value &&
  (value as { status?: unknown }).status === 'PENDING';

/** A record's pending request, as its own read shows it ("waiting for a second approval"). */
export const pendingApproval = z.object({
  approvalId: z.number().int(),
  action: z.enum(heldActions),
  requestedBy: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingApproval = z.infer<typeof pendingApproval>;
