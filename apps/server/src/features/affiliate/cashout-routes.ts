import { isHeld } from '@cmt/contract/approval-actions';
import {
  approveCashout,
  claimCashout,
  decideCashouts,
  getCashout,
  listCashouts,
  rejectCashout,
  releaseCashout,
  takeNextCashout,
  exportCashouts,
} from '@cmt/contract/endpoints/affiliate';
import { actorOf } from '../../lib/audit.ts';
import { byId, runBulkRows } from '../../lib/bulk-rows.ts';
import { claimedAnswer } from '../../lib/claims.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { cashoutQueue } from './cashout-queue.ts';
import { findCashout, listCashoutPage, cashoutList } from './cashout-queries.ts';
import { cashoutApproval, rejectCashoutRequest } from './cashout-writes.ts';

export const cashoutRoutes = [
  implement(listCashouts, async ({ app, staff, query }) =>
    listCashoutPage(app.db, query, { id: staff.id, slaHours: app.config.SLA_HOURS_CASHOUTS }),
  ),

  implementExport(
    exportCashouts,
    { name: 'cashouts', personalData: { action: 'cashouts.export', targetType: 'cashout' } },
    ({ app, staff, query }) =>
      cashoutList(app.db, query, { id: staff.id, slaHours: app.config.SLA_HOURS_CASHOUTS }),
  ),

  implement(getCashout, async ({ app, staff, params }) => findCashout(app.db, params.id, staff.id)),

  implement(approveCashout, async ({ app, request, staff, params }) => {
    const result = await cashoutApproval.run(app, actorOf(request), { id: params.id });
    return isHeld(result) ? result : findCashout(app.db, params.id, staff.id);
  }),

  implement(rejectCashout, async ({ app, request, staff, params, query }) => {
    await rejectCashoutRequest(app.db, actorOf(request), params.id, query.reason);
    return findCashout(app.db, params.id, staff.id);
  }),

  implement(decideCashouts, async ({ app, request, body }) => {
    const actor = actorOf(request);
    return runBulkRows(
      body.ids,
      byId,
      (id) =>
        body.decision === 'approve'
          ? cashoutApproval.run(app, actor, { id })
          : rejectCashoutRequest(app.db, actor, id, body.reason),
      request.log,
    );
  }),

  implement(takeNextCashout, async ({ app, request }) =>
    claimedAnswer(await cashoutQueue.next(app.db, actorOf(request))),
  ),

  implement(claimCashout, async ({ app, request, params, body }) =>
    claimedAnswer(await cashoutQueue.claim(app.db, actorOf(request), params.id, body.takeover)),
  ),

  implement(releaseCashout, async ({ app, request, params }) => {
    await cashoutQueue.release(app.db, actorOf(request), params.id);
    return { released: true as const };
  }),
];
