import { count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  BlockReason,
  BlockedUser,
  listBlockedUsers,
  exportBlockedUsers,
} from '@cmt/contract/endpoints/financing';
import type { DbOrTx } from '../../db/client.ts';
import { amlBlacklist, appUsers, customerApplications as ca, financingBlocks } from '../../db/schema.ts';
import { maskNationalId } from '../../domain/applications.ts';
import { pendingApprovalsForUsers } from '../../lib/approvals.ts';
import { listPage, defineList } from '../../lib/list-page.ts';
import { containsText, escapeLike } from '../../lib/sql.ts';

/** A block as the screens show it: why, the note, since when and by whom. */
export const toBlock = (block: typeof financingBlocks.$inferSelect) => ({
  reason: block.reason as BlockReason,
  note: block.note,
  since: block.blockedAt.toISOString(),
  by: block.blockedBy,
});

function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return or(eq(appUsers.id, Number(text)), like(appUsers.phone, `${text}%`));
  if (/^\d+$/.test(text)) return like(appUsers.phone, `${escapeLike(text)}%`);
  return containsText(appUsers.name, text);
}

/** Customers blocked from financing now, newest block first (ties by block id in the same order). */
/** The blocked customers list of these filters, for its page and its export (`exportBlockedUsers`). */
export function blockedUserList(db: DbOrTx, query: ParsedQueryOf<typeof exportBlockedUsers>) {
  return defineList({
    rows: db
      .select({
        block: financingBlocks,
        name: appUsers.name,
        legal: ca.searchName,
        phone: appUsers.phone,
        documentNumber: ca.documentNumber,
        blacklisted: sql<boolean>`exists (select 1 from ${amlBlacklist} where ${amlBlacklist.nationalId} = ${ca.documentNumber})`,
      })
      .from(financingBlocks)
      .innerJoin(appUsers, eq(appUsers.id, financingBlocks.userId))
      .leftJoin(ca, eq(ca.userId, financingBlocks.userId))
      .$dynamic(),
    count: db
      .select({ value: count() })
      .from(financingBlocks)
      .innerJoin(appUsers, eq(appUsers.id, financingBlocks.userId))
      .$dynamic(),
    where: [
      eq(financingBlocks.status, 'ACTIVE'),
      query.reason ? eq(financingBlocks.reason, query.reason) : undefined,
      searchCondition(query.q),
    ],
    sortColumns: { since: financingBlocks.blockedAt },
    tiebreak: financingBlocks.id,
    toItem: (row): Omit<BlockedUser, 'pendingApproval'> & { blockId: number } => ({
      blockId: row.block.id,
      userId: row.block.userId,
      name: row.legal || row.name,
      documentNumberMasked: maskNationalId(row.documentNumber),
      phone: row.phone,
      ...toBlock(row.block),
      blacklisted: row.blacklisted,
    }),
    key: financingBlocks.id,
    keyOf: (item) => item.blockId,
  });
}

export async function listBlockedUsersPage(db: DbOrTx, query: ParsedQueryOf<typeof listBlockedUsers>) {
  const page = await listPage(query, blockedUserList(db, query));
  const pending = await pendingApprovalsForUsers(
    db,
    'financing.unblock',
    page.items.map((item) => item.userId),
  );
  return {
    ...page,
    items: page.items.map(({ blockId: _blockId, ...item }): BlockedUser => ({
      ...item,
      pendingApproval: pending.get(item.userId) ?? null,
    })),
  };
}
