import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { BlacklistEntry, listBlacklist, exportBlacklist } from '@cmt/contract/endpoints/compliance';
import type { DbOrTx } from '../../db/client.ts';
import { amlBlacklist as b, customerApplications as ca } from '../../db/schema.ts';
import { maskNationalId } from '../../domain/applications.ts';
import { pendingApprovalsFor } from '../../lib/approvals.ts';
import { listPage, defineList } from '../../lib/list-page.ts';
import { containsText } from '../../lib/sql.ts';

/**
 * The list as staff search it: a whole national id (exact only, since ids are shown masked), or a
 * part of the name; filtered by source list.
 */
function searchCondition(q: string | undefined) {
  if (!q) return undefined;
  const digits = q.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) return eq(b.nationalId, digits);
  return containsText(b.name, q);
}

/** A page of the blacklist, each entry with its removal waiting for a second approval, if any (four-eyes). */
/** The AML blacklist of these filters, for its page and its export (`exportBlacklist`). */
export function blacklistList(db: DbOrTx, query: ParsedQueryOf<typeof exportBlacklist>) {
  return defineList({
    rows: db
      .select({
        id: b.id,
        nationalId: b.nationalId,
        name: b.name,
        reason: b.reason,
        sourceList: b.sourceList,
        listedOn: b.listedOn,
        batchId: b.batchId,
        createdAt: b.createdAt,
        customerUserId: sql<
          number | null
        >`(select min(${ca.userId}) from ${ca} where ${ca.documentNumber} = ${b.nationalId})`,
      })
      .from(b)
      .$dynamic(),
    count: db.select({ value: count() }).from(b).$dynamic(),
    where: [searchCondition(query.q), query.sourceList ? eq(b.sourceList, query.sourceList) : undefined],
    sortColumns: { listedOn: b.listedOn, name: b.name },
    tiebreak: b.id,
    toItem: ({ nationalId, createdAt, ...row }): Omit<BlacklistEntry, 'pendingApproval'> => ({
      ...row,
      nationalIdMasked: maskNationalId(nationalId)!,
      createdAt: createdAt.toISOString(),
    }),
    key: b.id,
  });
}

export async function listBlacklistPage(db: DbOrTx, query: ParsedQueryOf<typeof listBlacklist>) {
  const page = await listPage(query, blacklistList(db, query));
  const pending = new Map(
    (
      await pendingApprovalsFor(
        db,
        'blacklist_entry',
        page.items.map((entry) => String(entry.id)),
      )
    ).map(({ targetId, ...held }) => [targetId, held] as const),
  );
  return {
    ...page,
    items: page.items.map((entry): BlacklistEntry => ({
      ...entry,
      pendingApproval: pending.get(String(entry.id)) ?? null,
    })),
  };
}

export const blacklistSources = (db: DbOrTx) =>
  db
    .select({ sourceList: b.sourceList, count: sql<number>`count(*)::int` })
    .from(b)
    .groupBy(b.sourceList)
    .orderBy(desc(sql`count(*)`), asc(b.sourceList))
    .limit(100);
