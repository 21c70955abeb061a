import {
  blockAppUser,
  blockAppUsers,
  getAppUser,
  searchAppUsers,
  unblockAppUser,
} from '@cmt/contract/endpoints/app-users';
import { actorOf } from '../../lib/audit.ts';
import { byId, runBulkRows } from '../../lib/bulk-rows.ts';
import { implement } from '../../lib/endpoints.ts';
import { findAppUser, searchAppUserList } from './app-user-queries.ts';
import { moveAppUser } from './app-user-writes.ts';

export const appUserRoutes = [
  implement(searchAppUsers, async ({ app, query }) => searchAppUserList(app.db, query)),

  implement(getAppUser, async ({ app, params }) => findAppUser(app.db, params.id)),

  implement(blockAppUser, async ({ app, request, params, body }) =>
    moveAppUser(app.db, actorOf(request), params.id, 'block', body.reason),
  ),

  implement(blockAppUsers, async ({ app, request, body }) =>
    runBulkRows(
      body.ids,
      byId,
      (id) => moveAppUser(app.db, actorOf(request), id, 'block', body.reason),
      request.log,
    ),
  ),

  implement(unblockAppUser, async ({ app, request, params, body }) =>
    moveAppUser(app.db, actorOf(request), params.id, 'unblock', body.reason),
  ),
];
