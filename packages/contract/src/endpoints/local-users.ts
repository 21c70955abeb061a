import { z } from 'zod';
import { heldActions, pendingApproval } from '../approval-actions.ts';
import { fieldMessage as m } from '../field-messages.ts';
import { searchField, versionField } from '../fields.ts';
import { V2, defineEndpoint, listExport, idParams, pageQuery, paged, sortOrder } from '../endpoint.ts';
import { permissionKeys } from '../permissions.ts';

export const staffUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(permissionKeys)),
  isActive: z.boolean(),
  hasGoogle: z.boolean(),
  lastLoginAt: z.string().nullable(),
  version: versionField(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUser>;

/**
 * A request the account asked for that waits for a second person (four-eyes): once the account is
 * disabled or loses the request's permission, it can no longer be approved (`entitled` false; a
 * checker's approval cancels it with 409 MAKER_NO_LONGER_ENTITLED).
 */
export const makerRequest = z.object({
  approvalId: z.number().int(),
  action: z.enum(heldActions),
  targetType: z.string(),
  targetId: z.string(),
  permission: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  entitled: z.boolean(),
});
export type MakerRequest = z.infer<typeof makerRequest>;

/** One account as its page shows it: with the requests it made that still wait. */
export const staffUserDetail = staffUser.extend({ pendingRequests: z.array(makerRequest) });
export type StaffUserDetail = z.infer<typeof staffUserDetail>;

/** An account as the staff list shows it: with its held grant or password reset, if any (four-eyes). */
export const staffUserListItem = staffUser.extend({ pendingApproval: pendingApproval.nullable() });
export type StaffUserListItem = z.infer<typeof staffUserListItem>;

const password = z
  .string()
  .min(12, m('passwordLength', { min: 12 }))
  .max(200);
const permissions = z.array(z.enum(permissionKeys)).max(permissionKeys.length);

export const staffUserCreate = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(m('enterEmail'))),
  name: z.string().trim().min(1, m('enterName')).max(120),
  permissions,
  password,
});
export type StaffUserCreate = z.input<typeof staffUserCreate>;

export const staffUserUpdate = z.object({
  name: z.string().trim().min(1, m('enterName')).max(120),
  permissions,
  isActive: z.boolean(),
});
export type StaffUserUpdate = z.input<typeof staffUserUpdate>;

export const listStaffUsers = defineEndpoint({
  method: 'GET',
  path: `${V2}/local-users`,
  access: 'manage-cmt',
  summary: 'Staff accounts, searchable by email or name, filtered by status',
  query: z.object({
    ...pageQuery,
    q: searchField(100).optional(),
    status: z.enum(['ALL', 'ACTIVE', 'DISABLED']).default('ALL'),
    sort: z.enum(['email', 'name', 'createdAt', 'lastLoginAt']).default('email'),
    order: sortOrder,
  }),
  response: paged(staffUserListItem),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportStaffUsers = listExport(listStaffUsers, [
  'id',
  'email',
  'name',
  'isActive',
  'hasGoogle',
  'permissions',
  'lastLoginAt',
  'createdAt',
]);

export const getStaffUser = defineEndpoint({
  method: 'GET',
  path: `${V2}/local-users/:id`,
  access: 'manage-cmt',
  summary: 'One staff account, with the four-eyes requests it made that still wait',
  params: idParams,
  response: staffUserDetail,
});

export const createStaffUser = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/local-users`,
  access: 'manage-cmt',
  guarded: 'staff.permissions',
  summary: 'Create a staff account',
  body: staffUserCreate,
  response: staffUser,
});

export const updateStaffUser = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/local-users/:id`,
  access: 'manage-cmt',
  guarded: 'staff.permissions',
  summary: 'Change name, permissions or active state; ends the account’s sessions',
  params: idParams,
  body: staffUserUpdate,
  response: staffUser,
});

export const resetStaffPassword = defineEndpoint({
  method: 'POST',
  path: `${V2}/local-users/:id/reset-password`,
  access: 'manage-cmt',
  guarded: 'staff.permissions',
  summary: 'Set a new password; ends the account’s sessions',
  params: idParams,
  body: z.object({ password }),
  response: null,
});

export const resetStaffTwoFactor = defineEndpoint({
  method: 'POST',
  path: `${V2}/local-users/:id/reset-two-factor`,
  access: 'manage-cmt',
  guarded: 'staff.permissions',
  summary:
    'Turn off an account’s two-step verification (its phone and recovery codes lost); ends its sessions. It signs in with its password and, where two-step is required, enrols again',
  params: idParams,
  response: null,
});
