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
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { escapeLike, uniqueOr } from '../../lib/sql.ts';
import { actorOf, writeAudit } from '../audit/audit.ts';

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
  createdAt: row.createdAt.toISOString(),
});

async function findAccount(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw notFound('Staff account');
  return row;
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

  implement(createStaffUser, async ({ app, request, body }) => {
    const passwordHash = await hashPassword(body.password);
    const duplicate = () => conflict(`An account for ${body.email} already exists`, 'DUPLICATE_EMAIL');
    const created = app.db.transaction(async (tx) => {
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
      await writeAudit(tx, actorOf(request), {
        action: 'staff.create',
        targetType: 'staff',
        targetId: account.email,
        after: account,
      });
      return account;
    });
    return uniqueOr(created, duplicate);
  }),

  implement(updateStaffUser, async ({ app, request, params, body, staff }) =>
    changingAccess(app, params.id, () =>
      app.db.transaction(async (tx) => {
        const current = await findAccount(tx, params.id);
        if (current.id === staff.id && (!body.isActive || !body.permissions.includes('manage-cmt'))) {
          throw badRequest(
            'You cannot disable your own account or remove your own manage-cmt permission',
            'SELF_LOCKOUT',
          );
        }
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
        await writeAudit(tx, actorOf(request), {
          action: 'staff.update',
          targetType: 'staff',
          targetId: after.email,
          before: toStaffUser(current),
          after,
        });
        return after;
      }),
    ),
  ),

  implement(resetStaffPassword, async ({ app, request, params, body }) => {
    const passwordHash = await hashPassword(body.password);
    await changingAccess(app, params.id, () =>
      app.db.transaction(async (tx) => {
        const current = await findAccount(tx, params.id);
        await tx
          .update(staffUsers)
          .set({ passwordHash, updatedAt: new Date(), tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
          .where(eq(staffUsers.id, params.id));
        await writeAudit(tx, actorOf(request), {
          action: 'staff.resetPassword',
          targetType: 'staff',
          targetId: current.email,
        });
      }),
    );
  }),
];
