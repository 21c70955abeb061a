import {
  createStaffUser,
  getStaffUser,
  listStaffUsers,
  resetStaffPassword,
  updateStaffUser,
} from '@cmt/contract/endpoints/local-users';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { findStaffAccount, listStaffUserPage, toStaffUser } from './local-user-queries.ts';
import { createStaffAccount, resetStaffAccountPassword, updateStaffAccount } from './local-user-writes.ts';

export const localUserRoutes = [
  implement(listStaffUsers, async ({ app, query }) => listStaffUserPage(app.db, query)),

  implement(getStaffUser, async ({ app, params }) => toStaffUser(await findStaffAccount(app.db, params.id))),

  implement(createStaffUser, async ({ app, request, body, staff }) =>
    createStaffAccount(app, { actor: actorOf(request), permissions: staff.permissions }, body),
  ),

  implement(updateStaffUser, async ({ app, request, params, body, staff, ifMatch }) =>
    updateStaffAccount(
      app,
      { actor: actorOf(request), permissions: staff.permissions },
      params.id,
      body,
      ifMatch,
    ),
  ),

  implement(resetStaffPassword, async ({ app, request, params, body, staff }) =>
    resetStaffAccountPassword(
      app,
      { actor: actorOf(request), permissions: staff.permissions },
      params.id,
      body,
    ),
  ),
];
