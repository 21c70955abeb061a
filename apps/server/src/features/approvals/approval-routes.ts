import {
  approveApproval,
  countApprovals,
  getApproval,
  listApprovalPolicies,
  listApprovals,
  rejectApproval,
  updateApprovalPolicy,
  withdrawApproval,
} from '@cmt/contract/endpoints/approvals';
import { approveHeld, rejectHeld, withdrawHeld } from '../../lib/approvals.ts';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { countApprovalsOf, findApproval, listApprovalPage, listPolicies } from './approval-queries.ts';
import { policyChange } from './approval-writes.ts';

export const approvalRoutes = [
  implement(listApprovals, async ({ app, staff, query }) =>
    listApprovalPage(app.db, staff, query, app.config.FOUR_EYES_TIE_DAYS),
  ),

  implement(countApprovals, async ({ app, staff }) => countApprovalsOf(app.db, staff)),

  implement(getApproval, async ({ app, staff, params }) =>
    findApproval(app.db, staff, params.id, app.config.FOUR_EYES_TIE_DAYS),
  ),

  implement(approveApproval, async ({ app, request, staff, params }) => {
    await approveHeld(app, { actor: actorOf(request), permissions: staff.permissions }, params.id);
    return findApproval(app.db, staff, params.id, app.config.FOUR_EYES_TIE_DAYS);
  }),

  implement(rejectApproval, async ({ app, request, staff, params, body }) => {
    await rejectHeld(
      app.db,
      { actor: actorOf(request), permissions: staff.permissions },
      params.id,
      body.reason,
    );
    return findApproval(app.db, staff, params.id, app.config.FOUR_EYES_TIE_DAYS);
  }),

  implement(withdrawApproval, async ({ app, request, staff, params }) => {
    await withdrawHeld(app.db, actorOf(request), params.id);
    return findApproval(app.db, staff, params.id, app.config.FOUR_EYES_TIE_DAYS);
  }),

  implement(listApprovalPolicies, async ({ app }) => listPolicies(app.db)),

  implement(updateApprovalPolicy, async ({ app, request, params, body }) =>
    policyChange.run(app, actorOf(request), { action: params.action, ...body }),
  ),
];
