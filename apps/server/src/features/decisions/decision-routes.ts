import { getDecision, listDecisions } from '@cmt/contract/endpoints/decisions';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { listDecisionRecords, viewDecision } from './decision-queries.ts';

/** Decision records (issue 37 item 1, docs/decisions.md): a record's or a customer's, and one whole. */
export const decisionRoutes = [
  implement(listDecisions, ({ app, staff, query }) => listDecisionRecords(app.db, query, staff)),
  implement(getDecision, ({ app, request, staff, params }) =>
    viewDecision(app.db, actorOf(request), params.id, staff),
  ),
];
