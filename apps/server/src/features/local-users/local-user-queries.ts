import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  StaffUser,
  StaffUserDetail,
  StaffUserListItem,
  listStaffUsers,
  exportStaffUsers,
} from '@cmt/contract/endpoints/local-users';
import { permissionKeys, type PermissionKey } from '@cmt/contract/permissions';
import type { DbOrTx } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';
import { pendingApprovalsFor, pendingRequestsBy } from '../../lib/approvals.ts';
import { notFound } from '../../lib/errors.ts';
import { listPage, defineList } from '../../lib/list-page.ts';
import { containsText } from '../../lib/sql.ts';

export type StaffRow = typeof staffUsers.$inferSelect;
const knownPermissions: ReadonlySet<string> = new Set(permissionKeys);

/** The public shape of an account: never the password hash or Google subject. */
export const toStaffUser = (row: StaffRow): StaffUser => ({
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

/** The account's row (404 when there is none). */
export async function findStaffAccount(db: DbOrTx, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw notFound('Staff account');
  return row;
}

/** One account for its page: with the four-eyes requests it asked for that still wait. */
export async function findStaffDetail(db: DbOrTx, id: number): Promise<StaffUserDetail> {
  const row = await findStaffAccount(db, id);
  return { ...toStaffUser(row), pendingRequests: await pendingRequestsBy(db, row) };
}

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

/**
 * A page of accounts: by status, by a part of the email or name, in the chosen order; each with its
 * grant or password reset waiting for a second approval, if any (four-eyes, held by email).
 */
/** The staff accounts list of these filters, for its page and its export (`exportStaffUsers`). */
export function staffUserList(db: DbOrTx, query: ParsedQueryOf<typeof exportStaffUsers>) {
  const filters: SQL[] = [];
  const status = statusFilter[query.status];
  if (status) filters.push(status);
  if (query.q) {
    filters.push(or(containsText(staffUsers.email, query.q), containsText(staffUsers.name, query.q))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  return defineList({
    rows: db.select().from(staffUsers).$dynamic(),
    count: db.select({ value: count() }).from(staffUsers).$dynamic(),
    where: [where],
    sortColumns,
    tiebreak: asc(staffUsers.id),
    nullsLast: true,
    toItem: toStaffUser,
    key: staffUsers.id,
  });
}

export async function listStaffUserPage(db: DbOrTx, query: ParsedQueryOf<typeof listStaffUsers>) {
  const page = await listPage(query, staffUserList(db, query));
  const pending = new Map(
    (
      await pendingApprovalsFor(
        db,
        'staff_account',
        page.items.map((user) => user.email),
      )
    ).map(({ targetId, ...held }) => [targetId, held] as const),
  );
  return {
    ...page,
    items: page.items.map((user): StaffUserListItem => ({
      ...user,
      pendingApproval: pending.get(user.email) ?? null,
    })),
  };
}
