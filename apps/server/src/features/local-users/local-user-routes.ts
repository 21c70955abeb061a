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
import { conflict, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { claimVersion } from '../../lib/versions.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { escapeLike, uniqueOr } from '../../lib/sql.ts';
import { actorOf, type Actor } from '../../lib/audit.ts';
import { guardedStaffChange, refusalOf, refuse, type StaffCheck } from './staff-guards.ts';

type Row = typeof staffUsers.$inferSelect;
const knownPermissions: ReadonlySet<string> = new Set(permissionKeys);

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

/** The public shape of an account: never the password hash or Google subject. */
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

/** The checks before the transaction, with the token's permissions: a clear refusal without the lock. */
async function refuseEarly(
  app: FastifyInstance,
  actor: Actor,
  actorPermissions: readonly string[],
  action: string,
  check: StaffCheck,
): Promise<void> {
  const refusal = refusalOf(actorPermissions, check);
  if (refusal) await refuse(app, actor, action, check.target?.email ?? null, refusal);
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
    const actor = actorOf(request);
    const check: StaffCheck = { target: null, granting: body.permissions };
    await refuseEarly(app, actor, staff.permissions, 'staff.create', check);
    const passwordHash = await hashPassword(body.password);
    const duplicate = () => conflict(`An account for ${body.email} already exists`, 'DUPLICATE_EMAIL');
    const created = guardedStaffChange(app, actor, 'staff.create', async (tx, note, guard) => {
      await guard.check(check);
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
    const actor = actorOf(request);
    const checkOf = (target: Row): StaffCheck => ({
      target,
      granting: body.permissions,
      selfChange:
        target.id === staff.id &&
        (body.isActive !== target.isActive || !sameSet(body.permissions, target.permissions)),
    });
    await refuseEarly(
      app,
      actor,
      staff.permissions,
      'staff.update',
      checkOf(await findAccount(app.db, params.id)),
    );
    return changingAccess(app, params.id, () =>
      guardedStaffChange(app, actor, 'staff.update', async (tx, note, guard) => {
        await claimVersion(tx, staffUsers, params.id, ifMatch, () => notFound('Staff account'));
        const current = await findAccount(tx, params.id);
        await guard.keepHolders(current, body);
        await guard.check(checkOf(current));
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
    const actor = actorOf(request);
    await refuseEarly(app, actor, staff.permissions, 'staff.resetPassword', {
      target: await findAccount(app.db, params.id),
    });
    const passwordHash = await hashPassword(body.password);
    await changingAccess(app, params.id, () =>
      guardedStaffChange(app, actor, 'staff.resetPassword', async (tx, note, guard) => {
        const current = await findAccount(tx, params.id);
        await guard.check({ target: current });
        await tx
          .update(staffUsers)
          .set({ passwordHash, updatedAt: new Date(), tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
          .where(eq(staffUsers.id, params.id));
        note.targetId = current.email;
      }),
    );
  }),
];
