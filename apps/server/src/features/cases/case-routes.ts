import {
  addCaseLinks,
  assignCase,
  assignCases,
  claimCase,
  createCase,
  exportCases,
  getCase,
  listCases,
  moveCase,
  nextCase,
  releaseCase,
} from '@cmt/contract/endpoints/cases';
import { actorOf } from '../../lib/audit.ts';
import { byId, runBulkRows } from '../../lib/bulk-rows.ts';
import { claimedAnswer } from '../../lib/claims.ts';
import { implement } from '../../lib/endpoints.ts';
import { caseQueue } from './case-queue.ts';
import { exportCaseFile, listCasePage, readCase, viewCase } from './case-queries.ts';
import {
  assignCaseRecord,
  checkBulkAssignee,
  createCaseRecord,
  linkCaseRecords,
  moveCaseRecord,
  takeNextCase,
} from './case-writes.ts';

/** The core of cases (issue 36): the list and its export, a case, opening, moves, assignment, links, the queue. */
export const caseCoreRoutes = [
  implement(listCases, async ({ app, staff, query }) => listCasePage(app.db, query, staff)),

  implement(exportCases, async ({ app, request, staff, query }) =>
    exportCaseFile(app.db, actorOf(request), query, staff),
  ),

  implement(getCase, async ({ app, request, staff, params }) =>
    viewCase(app.db, actorOf(request), params.id, staff),
  ),

  implement(createCase, async ({ app, request, staff, body }) => {
    const { id, acknowledgement } = await createCaseRecord(
      app.db,
      { actor: actorOf(request), permissions: staff.permissions },
      body,
      app.smsQueue.provider.name,
    );
    if (acknowledgement?.smsJobId) {
      // Queued once committed; a queue away now leaves the sending QUEUED, queued again at the next start.
      await app.smsQueue.enqueue(acknowledgement.smsJobId).catch((error: unknown) => {
        request.log.error(
          { err: error, smsJobId: acknowledgement.smsJobId },
          'Acknowledgement SMS not queued',
        );
      });
    }
    return readCase(app.db, id, staff);
  }),

  implement(moveCase, async ({ app, request, staff, params, body, ifMatch }) => {
    await moveCaseRecord(app.db, actorOf(request), params.id, params.move, body, ifMatch);
    return readCase(app.db, params.id, staff);
  }),

  implement(assignCase, async ({ app, request, staff, params, body, ifMatch }) => {
    await assignCaseRecord(app.db, actorOf(request), params.id, body.assigneeId, ifMatch);
    return readCase(app.db, params.id, staff);
  }),

  implement(assignCases, async ({ app, request, body }) => {
    const actor = actorOf(request);
    await checkBulkAssignee(app.db, body.assigneeId);
    return runBulkRows(
      body.ids,
      byId,
      (id) => assignCaseRecord(app.db, actor, id, body.assigneeId, undefined),
      request.log,
    );
  }),

  implement(addCaseLinks, async ({ app, request, staff, params, body }) => {
    await linkCaseRecords(
      app.db,
      { actor: actorOf(request), permissions: staff.permissions },
      params.id,
      body.links,
    );
    return readCase(app.db, params.id, staff);
  }),

  implement(nextCase, async ({ app, request }) =>
    claimedAnswer(await takeNextCase(app.db, actorOf(request))),
  ),

  implement(claimCase, async ({ app, request, params, body }) =>
    claimedAnswer(await caseQueue.claim(app.db, actorOf(request), params.id, body.takeover)),
  ),

  implement(releaseCase, async ({ app, request, params }) => {
    await caseQueue.release(app.db, actorOf(request), params.id);
    return { released: true as const };
  }),
];
