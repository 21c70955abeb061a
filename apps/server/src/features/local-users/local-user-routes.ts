import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createStaffUser,
  getStaffUser,
  listStaffUsers,
  resetStaffPassword,
  updateStaffUser,
  type StaffUser,
} from '@cmt/contract/endpoints/local-users';
import { permissionKeys, type PermissionKey } from '@cmt/contract/permissions';
import type { DbOrTx } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { claimVersion } from '../../lib/versions.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { escapeLike, uniqueOr } from '../../lib/sql.ts';
import { actorOf, writeAudit, type Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';

type Row = typeof staffUsers.$inferSelect;
const knownPermissions: ReadonlySet<string> = new Set(permissionKeys);

/** The public shape of an account: never the password hash or Google subject. */
/**
 * Runs a change to an account's active flag or token version; afterwards the sign-in check reads the
 * account afresh (see plugins/staff-access.ts), so the change applies from the very next request.
 */
async function changingAccess<T>(app: FastifyInstance, id: number, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } finally {
    app.staffAccess.forget(id);
  }
}

export const toStaffUser = (row: Row): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  // A permission no longer in the contract is dropped rather than failing the whole list.
  permissions: row.permissions.filter((p): p is PermissionKey => knownPermissions.has(p)),
  isActive: row.isActive,
  hasGoogle: row.googleSub !== null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
});

async function findAccount(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw notFound('Staff account');
  return row;
}

/**
 * What a staff manager may do to an account, so that `manage-cmt` is not a key to every permission:
 * nobody grants (or takes away) a permission they do not hold, nobody changes their own permissions
 * or active state, and only a holder of all of an account's permissions may edit it or reset its
 * password. A refusal is audited and changes nothing.
 */
async function refuseUnless(
  app: FastifyInstance,
  actor: Actor,
  actorPermissions: readonly string[],
  check: {
    action: string;
    target: { id: number; email: string; permissions: readonly string[] } | null;
    granting?: readonly string[];
    selfChange?: boolean;
  },
): Promise<void> {
  const held = new Set(actorPermissions);
  const lacking = (list: readonly string[]) => list.filter((permission) => !held.has(permission));
  let refusal: AppError | null = null;
  if (check.selfChange) {
    refusal = new AppError(
      403,
      'SELF_EDIT',
      'You cannot change your own permissions or disable your own account: ask another administrator',
    );
  } else if (check.target && lacking(check.target.permissions).length > 0) {
    refusal = new AppError(
      403,
      'PERMISSION_ESCALATION',
      `Only staff who hold every permission of ${check.target.email} may change that account (you lack ${lacking(check.target.permissions).join(', ')})`,
    );
  } else if (check.granting && lacking(check.granting).length > 0) {
    refusal = new AppError(
      403,
      'PERMISSION_ESCALATION',
      `You cannot grant permissions you do not hold: ${lacking(check.granting).join(', ')}`,
    );
  }
  if (!refusal) return;
  await writeAudit(app.db, actor, {
    action: `${check.action}.refused`,
    targetType: 'staff',
    targetId: check.target?.email ?? null,
    after: { code: refusal.code, reason: refusal.message },
  });
  throw refusal;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

const statusFilter = {
  ALL: undefined,
  ACTIVE: eq(staffUsers.isActive, true),
  DISABLED: eq(staffUsers.isActive, false),
};
const sortColumns = {
  email: staffUsers.email,
  name: staffUsers.name,
  createdAt: staffUsers.createdAt,
  lastLoginAt: staffUsers.lastLoginAt,
};

export const localUserRoutes = [
  implement(listStaffUsers, async ({ app, query }) => {
    const filters: SQL[] = [];
    const status = statusFilter[query.status];
    if (status) filters.push(status);
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      filters.push(or(ilike(staffUsers.email, pattern), ilike(staffUsers.name, pattern))!);
    }
    const where = filters.length ? and(...filters) : undefined;
    const order = query.order === 'asc' ? asc : desc;
    return pageOf(
      query,
      (limit, offset) =>
        app.db
          .select()
          .from(staffUsers)
          .where(where)
          .orderBy(sql`${order(sortColumns[query.sort])} nulls last`, asc(staffUsers.id))
          .limit(limit)
          .offset(offset),
      app.db.select({ value: count() }).from(staffUsers).where(where),
      toStaffUser,
    );
  }),

  implement(getStaffUser, async ({ app, params }) => toStaffUser(await findAccount(app.db, params.id))),

  implement(createStaffUser, async ({ app, request, body, staff }) => {
    await refuseUnless(app, actorOf(request), staff.permissions, {
      action: 'staff.create',
      target: null,
      granting: body.permissions,
    });
    const passwordHash = await hashPassword(body.password);
    const duplicate = () => conflict(`An account for ${body.email} already exists`, 'DUPLICATE_EMAIL');
    const created = audited(app.db, actorOf(request), 'staff.create', 'staff', async (tx, note) => {
      const [existing] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.email, body.email));
      if (existing) throw duplicate();
      const [row] = await tx
        .insert(staffUsers)
        .values({ email: body.email, name: body.name, permissions: body.permissions, passwordHash })
        .returning();
      const account = toStaffUser(row!);
      note.targetId = account.email;
      note.after = account;
      return account;
    });
    return uniqueOr(created, duplicate);
  }),

  implement(updateStaffUser, async ({ app, request, params, body, staff, ifMatch }) => {
    const target = await findAccount(app.db, params.id);
    await refuseUnless(app, actorOf(request), staff.permissions, {
      action: 'staff.update',
      target,
      granting: body.permissions,
      selfChange:
        target.id === staff.id &&
        (body.isActive !== target.isActive || !sameSet(body.permissions, target.permissions)),
    });
    return changingAccess(app, params.id, () =>
      audited(app.db, actorOf(request), 'staff.update', 'staff', async (tx, note) => {
        await claimVersion(tx, staffUsers, params.id, ifMatch, () => notFound('Staff account'));
        const current = await findAccount(tx, params.id);
        // Any change to what the account may do ends its current sessions.
        const revoke = current.isActive !== body.isActive || !sameSet(current.permissions, body.permissions);
        const [row] = await tx
          .update(staffUsers)
          .set({
            ...body,
            updatedAt: new Date(),
            ...(revoke ? { tokenVersion: sql`${staffUsers.tokenVersion} + 1` } : {}),
          })
          .where(eq(staffUsers.id, params.id))
          .returning();
        const after = toStaffUser(row!);
        note.targetId = after.email;
        note.before = toStaffUser(current);
        note.after = after;
        return after;
      }),
    );
  }),

  implement(resetStaffPassword, async ({ app, request, params, body, staff }) => {
    await refuseUnless(app, actorOf(request), staff.permissions, {
      action: 'staff.resetPassword',
      target: await findAccount(app.db, params.id),
    });
    const passwordHash = await hashPassword(body.password);
    await changingAccess(app, params.id, () =>
      audited(app.db, actorOf(request), 'staff.resetPassword', 'staff', async (tx, note) => {
        const current = await findAccount(tx, params.id);
        await tx
          .update(staffUsers)
          .set({ passwordHash, updatedAt: new Date(), tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
          .where(eq(staffUsers.id, params.id));
        note.targetId = current.email;
      }),
    );
  }),
];
