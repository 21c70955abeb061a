import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import { canSeeCustomerSection, customerSections } from '@cmt/contract/endpoints/customers';
import {
  canSeeDecisionRecord,
  decisionDetail,
  decisionRecordTypes,
  type DecisionDetail,
  type DecisionRecordType,
  type DecisionSummary,
  type listDecisions,
} from '@cmt/contract/endpoints/decisions';
import type { DbOrTx } from '../../db/client.ts';
import { appUsers, customerApplications as ca, decisionRecords as d } from '../../db/schema.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import { decisionHash } from '../../lib/decisions.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Staff } from '../../lib/staff.ts';

type Viewer = Pick<Staff, 'permissions'>;

/** How many decisions a list answers at most (a record or a customer has far fewer). */
export const DECISIONS_LIST_LIMIT = 200;

const summaryColumns = {
  id: d.id,
  kind: d.kind,
  recordType: d.recordType,
  recordId: d.recordId,
  customerId: d.customerId,
  decidedAt: d.decidedAt,
  decidedBy: d.decidedBy,
  reason: sql<string | null>`${d.content}->>'reason'`,
  fourEyes: sql<boolean>`coalesce(jsonb_typeof(${d.content}->'fourEyesRequest') = 'object', false)`,
  sha256: d.sha256,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & { decidedAt: Date };

const toSummary = (row: SummaryRow): DecisionSummary => ({
  id: Number(row.id),
  kind: row.kind as DecisionSummary['kind'],
  recordType: row.recordType as DecisionRecordType,
  recordId: row.recordId as number,
  customerId: row.customerId as number | null,
  decidedAt: row.decidedAt.toISOString(),
  decidedBy: row.decidedBy as string | null,
  reason: row.reason as string | null,
  fourEyes: Boolean(row.fourEyes),
  sha256: row.sha256 as string,
});

/**
 * The decisions on one record (403 when the caller may not see its kind), or about one customer (the
 * kinds of record the caller may see, 403 when none or when no section of the customer is theirs),
 * newest first: decision_records_record_idx or decision_records_customer_idx, read backwards.
 */
export async function listDecisionRecords(
  db: DbOrTx,
  query: ParsedQueryOf<typeof listDecisions>,
  viewer: Viewer,
): Promise<{ items: DecisionSummary[] }> {
  const where: SQL[] = [];
  if (query.recordType !== undefined && query.recordId !== undefined) {
    if (!canSeeDecisionRecord(viewer.permissions, query.recordType))
      throw forbidden('You may not see the decisions on this kind of record');
    where.push(eq(d.recordType, query.recordType), eq(d.recordId, query.recordId));
    if (query.customerId !== undefined) where.push(eq(d.customerId, query.customerId));
  } else if (query.customerId !== undefined) {
    const visible = decisionRecordTypes.filter((type) => canSeeDecisionRecord(viewer.permissions, type));
    const seesCustomer = customerSections.some((section) =>
      canSeeCustomerSection(viewer.permissions, section),
    );
    if (visible.length === 0 || !seesCustomer) throw forbidden("You may not see this customer's decisions");
    where.push(eq(d.customerId, query.customerId), inArray(d.recordType, visible));
  }
  const rows = await db
    .select(summaryColumns)
    .from(d)
    .where(and(...where))
    .orderBy(desc(d.decidedAt), desc(d.id))
    .limit(DECISIONS_LIST_LIMIT);
  return { items: rows.map((row) => toSummary(row as SummaryRow)) };
}

/** The SHA-256 an audit entry's `after` holds for this record (`decision`, or one of `decisions`). */
function sealedHash(after: unknown, id: number): string | null {
  const entry = after as { decision?: { id?: unknown; sha256?: unknown }; decisions?: unknown } | null;
  if (entry?.decision && Number(entry.decision.id) === id) return String(entry.decision.sha256);
  if (Array.isArray(entry?.decisions)) {
    const found = (entry.decisions as { id?: unknown; sha256?: unknown }[]).find(
      (seal) => Number(seal.id) === id,
    );
    if (found) return String(found.sha256);
  }
  return null;
}

/**
 * The record's columns (what lists, filters and the statement's code read) say what its hashed
 * content says: a column changed behind the content's back is an alteration too.
 */
const columnsAgree = (summary: DecisionSummary, content: Record<string, unknown>, sealed: string) =>
  summary.sha256 === sealed &&
  summary.kind === content.kind &&
  summary.recordType === content.recordType &&
  summary.recordId === content.recordId &&
  summary.customerId === (content.customerId ?? null) &&
  summary.decidedAt === content.decidedAt &&
  summary.decidedBy === (content.decidedBy ?? null);

/**
 * One decision whole, with its integrity: the SHA-256 of its stored content, recomputed, against the
 * hash in the audit entry that carries it (and its columns against its content) (found by the entry's target, audit_log_target_idx, within
 * an hour of the decision: the entry is written in the same transaction, at the same `now()`). 404
 * when there is none or the caller may not see its kind of record.
 */
export async function readDecision(db: DbOrTx, id: number, viewer: Viewer): Promise<DecisionDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      content: d.content,
      auditTargetType: d.auditTargetType,
      auditTargetId: d.auditTargetId,
      customerName: sql<string | null>`coalesce(nullif(${ca.searchName}, ''), ${appUsers.name})`,
    })
    .from(d)
    .leftJoin(appUsers, eq(appUsers.id, d.customerId))
    .leftJoin(ca, eq(ca.userId, d.customerId))
    .where(eq(d.id, id));
  if (!row || !canSeeDecisionRecord(viewer.permissions, row.recordType as DecisionRecordType))
    throw notFound('Decision record');
  const { rows: entries } = await db.execute<{ id: number | string; after: unknown }>(sql`select id, after
    from audit_log
    where target_type = ${row.auditTargetType} and target_id = ${row.auditTargetId}
      and at between ${row.decidedAt.toISOString()}::timestamptz - interval '1 hour'
        and ${row.decidedAt.toISOString()}::timestamptz + interval '1 hour'
      and (after->'decision'->>'id' = ${String(id)}
        or after->'decisions' @> jsonb_build_array(jsonb_build_object('id', ${id}::bigint)))
    order by at, id
    limit 1`);
  const entry = entries[0];
  const sealed = entry ? sealedHash(entry.after, id) : null;
  const summary = toSummary(row as SummaryRow);
  const content = (row.content ?? {}) as Record<string, unknown>;
  const integrity: DecisionDetail['integrity'] =
    entry === undefined || sealed === null
      ? 'missing'
      : decisionHash(row.content) === sealed && columnsAgree(summary, content, sealed)
        ? 'verified'
        : 'altered';
  const whole = decisionDetail.safeParse({
    ...summary,
    before: content.before,
    after: content.after,
    figures: content.figures,
    rules: content.rules,
    fourEyesRequest: content.fourEyesRequest,
    customerName: row.customerName,
    auditEntryId: entry ? Number(entry.id) : null,
    integrity,
  });
  if (whole.success) return whole.data;
  // Content altered out of shape: the summary stands (from its columns), the rest is not shown as fact.
  return {
    ...summary,
    before: {},
    after: null,
    figures: null,
    rules: [],
    fourEyesRequest: null,
    customerName: row.customerName,
    auditEntryId: entry ? Number(entry.id) : null,
    integrity: integrity === 'verified' ? 'altered' : integrity,
  };
}

/** A decision's page (`getDecision`), recorded as a read of the customer's personal data before it leaves. */
export async function viewDecision(
  db: DbOrTx,
  actor: Actor,
  id: number,
  viewer: Viewer,
): Promise<DecisionDetail> {
  const detail = await readDecision(db, id, viewer);
  await recordRead(db, actor, {
    action: 'decision.view',
    targetType: detail.customerId === null ? 'decision_record' : 'app_user',
    targetId: detail.customerId ?? id,
    details: { decisionId: id, recordType: detail.recordType, recordId: detail.recordId },
  });
  return detail;
}
