import { and, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  APP_USER_SEARCH_LIMIT,
  type AppUser,
  type AppUserStatus,
  type AppUserSummary,
} from '@cmt/contract/endpoints/app-users';
import type { ProfileValidationStatus } from '@cmt/contract/endpoints/compliance';
import { normalizeEgyptianMobile } from '@cmt/contract/sms';
import type { DbOrTx } from '../../db/client.ts';
import {
  amlBlacklist,
  appUsers as u,
  auditLog,
  customerApplications as ca,
  profileValidations,
} from '../../db/schema.ts';
import { applicationFullName, maskNationalId } from '../../domain/applications.ts';
import { bankAccountsOf, maskIban } from '../../domain/bank-accounts.ts';
import { notFound } from '../../lib/errors.ts';
import { containsText, escapeLike } from '../../lib/sql.ts';

export const appUserNotFound = () => notFound('App user');

/**
 * What staff type into the search: a mobile (whole, or its first digits, as 01…, +20… or 0020…), a
 * whole national id (14 digits, exact: ids are shown masked), the app's user id, or part of a name.
 */
export function appUserSearchCondition(q: string): SQL {
  const compact = q.replace(/[\s\-().]/g, '');
  if (/^\+?\d+$/.test(compact)) {
    const mobile = normalizeEgyptianMobile(compact);
    if (mobile) return eq(u.phone, mobile);
    const local = compact.replace(/^(?:\+|00)?20(?=1)/, '0');
    if (local.startsWith('01') && local.length <= 11) return like(u.phone, `${escapeLike(local)}%`);
    if (local.length === 14)
      return inArray(u.id, sql`(select ${ca.userId} from ${ca} where ${ca.documentNumber} = ${local})`);
    if (local.length <= 10 && Number(local) <= 2147483647) return eq(u.id, Number(local));
    return sql`false`;
  }
  return containsText(u.name, q);
}

/** Up to 50 matching customers, newest first, and whether more match. One statement. */
export async function searchAppUserList(
  db: DbOrTx,
  query: { q?: string | undefined; status: 'ALL' | AppUserStatus },
): Promise<{ items: AppUserSummary[]; more: boolean }> {
  const rows = await db
    .select({
      id: u.id,
      name: u.name,
      phone: u.phone,
      email: u.email,
      status: u.status,
      documentNumber: ca.documentNumber,
      blacklisted: sql<boolean>`${amlBlacklist.id} is not null`,
      createdAt: u.createdAt,
    })
    .from(u)
    .leftJoin(ca, eq(ca.userId, u.id))
    .leftJoin(amlBlacklist, eq(amlBlacklist.nationalId, ca.documentNumber))
    .where(
      and(
        query.q ? appUserSearchCondition(query.q) : undefined,
        query.status === 'ALL' ? undefined : eq(u.status, query.status),
      ),
    )
    .orderBy(desc(u.id))
    .limit(APP_USER_SEARCH_LIMIT + 1);
  return {
    items: rows.slice(0, APP_USER_SEARCH_LIMIT).map(({ documentNumber, createdAt, ...row }) => ({
      ...row,
      status: row.status as AppUserStatus,
      nationalIdMasked: maskNationalId(documentNumber),
      createdAt: createdAt.toISOString(),
    })),
    more: rows.length > APP_USER_SEARCH_LIMIT,
  };
}

/** A customer's profile: the account, the application (national id masked), KYC, bank accounts, history. */
export async function findAppUser(db: DbOrTx, id: number): Promise<AppUser> {
  const [row] = await db
    .select({
      user: u,
      fullName: applicationFullName,
      hasApplication: sql<boolean>`${ca.userId} is not null`,
      documentNumber: ca.documentNumber,
      birthdate: ca.birthdate,
      gender: ca.gender,
      city: ca.city,
      profession: ca.profession,
      blacklisted: sql<boolean>`${amlBlacklist.id} is not null`,
    })
    .from(u)
    .leftJoin(ca, eq(ca.userId, u.id))
    .leftJoin(amlBlacklist, eq(amlBlacklist.nationalId, ca.documentNumber))
    .where(eq(u.id, id));
  if (!row) throw appUserNotFound();
  const [kyc, accounts, history] = await Promise.all([
    db
      .select({ status: profileValidations.status })
      .from(profileValidations)
      .where(eq(profileValidations.userId, id))
      .orderBy(desc(profileValidations.submittedAt), desc(profileValidations.id))
      .limit(1),
    bankAccountsOf(db, [id]),
    db
      .select()
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ['app-user.block', 'app-user.unblock']),
          eq(auditLog.targetId, String(id)),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(20),
  ]);
  const { user } = row;
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    status: user.status as AppUserStatus,
    nationalIdMasked: maskNationalId(row.documentNumber),
    blacklisted: row.blacklisted,
    createdAt: user.createdAt.toISOString(),
    blockReason: user.blockReason,
    blockedAt: user.blockedAt?.toISOString() ?? null,
    blockedBy: user.blockedBy,
    version: user.version,
    application: row.hasApplication
      ? {
          fullName: row.fullName,
          birthdate: row.birthdate,
          gender: row.gender,
          city: row.city,
          profession: row.profession,
        }
      : null,
    kycStatus: (kyc[0]?.status ?? null) as ProfileValidationStatus | null,
    bankAccounts: (accounts.get(id) ?? []).map((account) => ({
      bankName: account.bankName,
      ibanMasked: maskIban(account.iban),
      accountHolder: account.accountHolder,
      addedAt: account.createdAt.toISOString(),
    })),
    history: history.map((entry) => ({
      action: entry.action === 'app-user.block' ? ('block' as const) : ('unblock' as const),
      reason: String((entry.after as { reason?: unknown } | null)?.reason ?? ''),
      by: entry.actorEmail,
      at: entry.at.toISOString(),
    })),
  };
}
