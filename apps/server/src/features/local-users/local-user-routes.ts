import { isHeld } from '@cmt/contract/approval-actions';
import {
  createStaffUser,
  getStaffUser,
  listStaffUsers,
  resetStaffPassword,
  resetStaffTwoFactor,
  updateStaffUser,
  exportStaffUsers,
} from '@cmt/contract/endpoints/local-users';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { findStaffDetail, listStaffUserPage, staffUserList } from './local-user-queries.ts';
import { staffAccessChange, staffCreateOf, staffResetOf } from './staff-approval.ts';

export const localUserRoutes = [
  implement(listStaffUsers, async ({ app, query }) => listStaffUserPage(app.db, query)),

  // Staff names and emails are personal data too: the export is recorded as a read of them.
  implementExport(
    exportStaffUsers,
    { name: 'staff-accounts', personalData: { action: 'staff.export', targetType: 'staff' } },
    ({ app, query }) => staffUserList(app.db, query),
  ),

  implement(getStaffUser, async ({ app, params }) => findStaffDetail(app.db, params.id)),

  // Creating with permissions, granting, resetting a password or two-step are four-eyes actions (`staff.permissions`).
  implement(createStaffUser, async ({ app, request, body }) => {
    const result = await staffAccessChange.run(app, actorOf(request), await staffCreateOf(body));
    return result!;
  }),

  implement(updateStaffUser, async ({ app, request, params, body, ifMatch }) => {
    const result = await staffAccessChange.run(app, actorOf(request), {
      change: 'update',
      id: params.id,
      account: body,
      ifMatch,
    });
    return result!;
  }),

  implement(resetStaffTwoFactor, async ({ app, request, params }) => {
    const result = await staffAccessChange.run(app, actorOf(request), {
      change: 'reset-two-factor',
      id: params.id,
    });
    return isHeld(result) ? result : undefined;
  }),

  implement(resetStaffPassword, async ({ app, request, params, body }) => {
    const result = await staffAccessChange.run(
      app,
      actorOf(request),
      await staffResetOf(params.id, body.password),
    );
    return isHeld(result) ? result : undefined;
  }),
];
