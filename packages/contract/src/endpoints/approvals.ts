import { z } from 'zod';
import { latinDigits } from '../digits.ts';
import {
  POLICY_LOOSEN,
  approvalActions,
  approvalStatuses,
  fourEyesTie,
  heldActions,
} from '../approval-actions.ts';
import { V2, defineEndpoint, idParams, pageQuery, paged } from '../endpoint.ts';
import { textField } from '../fields.ts';
import { fieldMessage as m } from '../field-messages.ts';

/*
 * Four-eyes approvals (docs/requirements.md §D9). The inbox, the decisions and the policies. Approve and reject
 * are open to any signed-in staff member by the contract; the server also requires the held action's
 * own permission, and a checker other than the maker.
 */

export const approval = z.object({
  id: z.number().int(),
  action: z.enum(heldActions),
  status: z.enum(approvalStatuses),
  targetType: z.string(),
  targetId: z.string(),
  /** The amount the policy's threshold was compared with (integer piastres), when the action has one. */
  amountPiastres: z.number().int().nullable(),
  /** The exact request held (a password is held as its hash and never shown). */
  request: z.unknown(),
  /** The record as it was when asked, and as the request would leave it (public shapes). */
  before: z.unknown(),
  after: z.unknown(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** The caller may approve or reject it (holds the action's permission, is not the maker, it waits). */
  canDecide: z.boolean(),
  /** The caller asked for it (and may withdraw it while it waits). */
  mine: z.boolean(),
  /**
   * Why the caller may not approve it although they may decide it (four-eyes ties, docs/requirements.md §D10):
   * what ties them to its maker, oldest first; empty when nothing does.
   */
  tiedToMaker: z.array(fourEyesTie),
  /**
   * Applied at once without a second person because no checker existed (a staff-access change
   * while its maker was the only one who could check it: a new deployment's first administrator).
   */
  appliedAlone: z.boolean(),
});
export type Approval = z.infer<typeof approval>;

export const approvalCounts = z.record(z.enum(approvalStatuses), z.number().int());
export type ApprovalCounts = z.infer<typeof approvalCounts>;

export const listApprovals = defineEndpoint({
  method: 'GET',
  path: `${V2}/approvals`,
  access: 'authenticated',
  summary:
    'Held four-eyes requests the caller may decide (holds the action’s permission and is not the maker) or made, newest first',
  query: z.object({
    ...pageQuery,
    status: z.enum(approvalStatuses).default('PENDING'),
    action: z.enum(heldActions).optional(),
    targetType: textField(50).optional(),
    targetId: textField(50).overwrite(latinDigits).optional(),
  }),
  response: paged(approval),
});

export const countApprovals = defineEndpoint({
  method: 'GET',
  path: `${V2}/approvals/counts`,
  access: 'authenticated',
  summary:
    'How many of the caller’s approvals are in each status, and how many wait for the caller’s decision (the menu badge)',
  response: z.object({ byStatus: approvalCounts, toDecide: z.number().int() }),
});

export const getApproval = defineEndpoint({
  method: 'GET',
  path: `${V2}/approvals/:id`,
  access: 'authenticated',
  summary: 'One held request, as the record would change',
  params: idParams,
  response: approval,
});

export const approveApproval = defineEndpoint({
  method: 'POST',
  path: `${V2}/approvals/:id/approve`,
  access: 'authenticated',
  summary:
    'Approve a held request: it is applied through the same write as the direct path, in one transaction (403 SAME_PERSON for the maker, 403 CHECKER_TIED_TO_MAKER for a checker tied to the maker, 409 STALE_REQUEST when the record changed since, 409 MAKER_NO_LONGER_ENTITLED when the maker is disabled or lost the permission: the request is then CANCELLED)',
  params: idParams,
  response: approval,
});

export const rejectApproval = defineEndpoint({
  method: 'POST',
  path: `${V2}/approvals/:id/reject`,
  access: 'authenticated',
  summary: 'Reject a held request with a reason; nothing is applied',
  params: idParams,
  body: z.object({
    reason: textField(500).pipe(z.string().min(3, m('enterReason', { min: 3 }))),
  }),
  response: approval,
});

export const withdrawApproval = defineEndpoint({
  method: 'POST',
  path: `${V2}/approvals/:id/withdraw`,
  access: 'authenticated',
  summary: 'The maker takes back a held request while it waits',
  params: idParams,
  response: approval,
});

// ---------------------------------------------------------------- policies

/** EGP 1,000,000,000 in piastres: the largest threshold a policy takes. */
export const MAX_THRESHOLD_PIASTRES = 100_000_000_000;

export const approvalPolicy = z.object({
  action: z.enum(approvalActions),
  enabled: z.boolean(),
  /** Integer piastres: only amounts above it are held (actions with an amount); null: every call. */
  thresholdPiastres: z.number().int().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** A loosening of this policy waiting for a second approval. */
  pendingApprovalId: z.number().int().nullable(),
});
export type ApprovalPolicy = z.infer<typeof approvalPolicy>;

export const listApprovalPolicies = defineEndpoint({
  method: 'GET',
  path: `${V2}/approvals/policies`,
  access: 'manage-cmt',
  summary: 'The four-eyes policy of every guarded action',
  response: z.array(approvalPolicy),
});

export const updateApprovalPolicy = defineEndpoint({
  method: 'PUT',
  path: `${V2}/approvals/policies/:action`,
  access: 'manage-cmt',
  guarded: POLICY_LOOSEN,
  summary:
    'Change a four-eyes policy: tightening applies at once; loosening (off, or a higher threshold) is held for a second manage-cmt holder (202)',
  params: z.object({ action: z.enum(approvalActions) }),
  body: z.object({
    enabled: z.boolean(),
    thresholdPiastres: z.number().int().min(0).max(MAX_THRESHOLD_PIASTRES).nullable().optional(),
  }),
  response: approvalPolicy,
});
