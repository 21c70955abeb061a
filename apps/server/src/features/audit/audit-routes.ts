import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { listAuditLog } from '@cmt/contract/endpoints/audit';
import { auditLog } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { pageOf } from '../../lib/paging.ts';
import { escapeLike } from '../../lib/sql.ts';

export const auditRoutes = [
  implement(listAuditLog, async ({ app, query }) => {
    const filters: SQL[] = [];
    if (query.actor) filters.push(ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`));
    if (query.action) filters.push(eq(auditLog.action, query.action));
    if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
    if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
    const where = filters.length ? and(...filters) : undefined;
    return pageOf(
      query,
      (limit, offset) =>
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
      app.db.select({ value: count() }).from(auditLog).where(where),
      (row) => ({
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
    );
  }),
];
