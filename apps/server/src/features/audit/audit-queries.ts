import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { AuditKind, exportAuditLog, listAuditLog } from '@cmt/contract/endpoints/audit';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { cairoDateTime, cairoDayEnd, cairoDayStart } from '../../lib/cairo.ts';
import { asText, type CsvValue } from '../../lib/csv.ts';
import { keysetPages, listPage } from '../../lib/list-page.ts';
import { containsText } from '../../lib/sql.ts';

type AuditFilters = ParsedQueryOf<typeof exportAuditLog>;
type Row = typeof auditLog.$inferSelect;

/** The conditions of the trail's filters: actor (part of the email), exact action, kind, record, Cairo days. */
function conditions(filters: AuditFilters): (SQL | undefined)[] {
  return [
    filters.actor
      ? or(containsText(auditLog.actorEmail, filters.actor), containsText(auditLog.makerEmail, filters.actor))
      : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.kind ? eq(auditLog.kind, filters.kind) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditLog.at, cairoDayStart(filters.from)) : undefined,
    filters.to ? lt(auditLog.at, cairoDayEnd(filters.to)) : undefined,
  ];
}

const toItem = (row: Row) => ({
  id: row.id,
  at: row.at.toISOString(),
  actorEmail: row.actorEmail,
  kind: row.kind as AuditKind,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before,
  after: row.after,
  ip: row.ip,
  approvalId: row.approvalId,
  makerEmail: row.makerEmail,
});

/** A page of the audit log, newest first, filtered as the trail and a record's History panel ask. */
export function listAuditPage(db: DbOrTx, query: ParsedQueryOf<typeof listAuditLog>) {
  return listPage(query, {
    rows: db.select().from(auditLog).$dynamic(),
    count: db.select({ value: count() }).from(auditLog).$dynamic(),
    where: conditions(query),
    sortColumns: { at: auditLog.at },
    tiebreak: auditLog.id,
    toItem,
  });
}

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The stated reason of a read of personal data (`after.reason`, written by recordRead). */
const reasonOf = (after: unknown): string | null =>
  after && typeof after === 'object' && typeof (after as { reason?: unknown }).reason === 'string'
    ? (after as { reason: string }).reason
    : null;

/** The filtered entries for the CSV, newest entry (highest id) first, read 1,000 at a time while the file goes out. */
export async function* auditCsvRows(db: DbOrTx, filters: AuditFilters): AsyncGenerator<CsvValue[]> {
  const where = conditions(filters);
  const pages = keysetPages({
    start: Number.MAX_SAFE_INTEGER,
    read: (before, size) =>
      db
        .select()
        .from(auditLog)
        .where(and(...where, lt(auditLog.id, before)))
        .orderBy(desc(auditLog.id))
        .limit(size),
    keyOf: (row) => row.id,
  });
  for await (const page of pages) {
    for (const row of page) {
      yield [
        row.id,
        cairoDateTime(row.at),
        row.actorEmail,
        row.kind,
        row.action,
        row.targetType,
        asText(row.targetId),
        reasonOf(row.after),
        json(row.before),
        json(row.after),
        row.ip,
        row.makerEmail,
        row.approvalId,
      ];
    }
  }
}
