import { isHeld } from '@cmt/contract/approval-actions';
import { approveCashout, getCashout, listCashouts, rejectCashout } from '@cmt/contract/endpoints/affiliate';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { findCashout, listCashoutPage } from './cashout-queries.ts';
import { cashoutApproval, rejectCashoutRequest } from './cashout-writes.ts';

export const cashoutRoutes = [
  implement(listCashouts, async ({ app, query }) => listCashoutPage(app.db, query)),

  implement(getCashout, async ({ app, params }) => findCashout(app.db, params.id)),

  implement(approveCashout, async ({ app, request, params }) => {
    const result = await cashoutApproval.run(app, actorOf(request), { id: params.id });
    return isHeld(result) ? result : findCashout(app.db, params.id);
  }),

  implement(rejectCashout, async ({ app, request, params, query }) => {
    await rejectCashoutRequest(app.db, actorOf(request), params.id, query.reason);
    return findCashout(app.db, params.id);
  }),
];
