import { count, eq, gte, ilike, lte } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { listAuditLog } from '@cmt/contract/endpoints/audit';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { listPage } from '../../lib/list-page.ts';
import { escapeLike } from '../../lib/sql.ts';

/** A page of the audit log, newest first, filtered by actor (part of the email), action and time. */
export function listAuditPage(db: DbOrTx, query: ParsedQueryOf<typeof listAuditLog>) {
  return listPage(query, {
    rows: db.select().from(auditLog).$dynamic(),
    count: db.select({ value: count() }).from(auditLog).$dynamic(),
    where: [
      query.actor ? ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`) : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
      query.to ? lte(auditLog.at, new Date(query.to)) : undefined,
    ],
    sortColumns: { at: auditLog.at },
    tiebreak: auditLog.id,
    toItem: (row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      ip: row.ip,
    }),
  });
}
