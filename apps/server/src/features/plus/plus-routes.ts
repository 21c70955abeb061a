import {
  createPlusPlan,
  getPlusPlan,
  listPlusPlans,
  setPlusPlanActive,
  updatePlusPlan,
  exportPlusPlans,
} from '@cmt/contract/endpoints/plus';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { findPlan, listPlanPage, planList } from './plus-queries.ts';
import { createPlan, setPlanActive, updatePlan } from './plus-writes.ts';

export const plusRoutes = [
  implement(listPlusPlans, async ({ app, query }) => listPlanPage(app.db, query)),

  implementExport(exportPlusPlans, { name: 'plus-plans' }, ({ app, query }) => planList(app.db, query)),
  implement(getPlusPlan, async ({ app, params }) => findPlan(app.db, params.id)),
  implement(createPlusPlan, async ({ app, request, body }) => createPlan(app.db, actorOf(request), body)),
  implement(updatePlusPlan, async ({ app, request, params, body, ifMatch }) =>
    updatePlan(app.db, actorOf(request), params.id, body, ifMatch),
  ),
  implement(setPlusPlanActive, async ({ app, request, params, body, ifMatch }) =>
    setPlanActive(app.db, actorOf(request), params.id, body, ifMatch),
  ),
];
