import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { canSeeCustomerSection } from '@cmt/contract/endpoints/customers';
import {
  canSeeCaseRecord,
  caseEventKinds,
  type CaseEvent,
  type CaseEventKind,
  type CaseRecordRef,
  type CaseRecordType,
} from '@cmt/contract/endpoints/cases';
import type { DbOrTx } from '../../db/client.ts';
import {
  appUsers,
  approvals,
  caseAttachments,
  caseEvents,
  caseLinks,
  caseNotes,
  cases,
  customerApplications,
  smsJobs,
  smsRecipients,
} from '../../db/schema.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { attachmentsOf, notesOf, staffByIds } from './case-file-queries.ts';

/*
 * A case's timeline (issue 36 item 2; docs/cases.md, "Notes, attachments and the timeline"): its own
 * notes, attachments and events, merged with the linked records' audit entries, the SMS sent to its
 * linked customers and the four-eyes approvals on its linked records, oldest first. Each source is
 * read on its index, newest first, at most `TIMELINE_SOURCE_LIMIT` rows; the records' sources only
 * from `TIMELINE_DAYS_BEFORE` days before the case was opened, and only for records the caller may see.
 */

/** The newest this many of each source are merged (a source with more shows its newest only). */
export const TIMELINE_SOURCE_LIMIT = 500;
/** The linked records' history is read from this many days before the case was opened. */
export const TIMELINE_DAYS_BEFORE = 30;

/**
 * Each kind of linked record, and the audit target types its entries are written under (the History
 * panel of its page reads the first; the others are older names still written by its queue claims,
 * transitions and four-eyes guards). Its id is the record's id there (a customer's and an
 * application's: the user id).
 */
export const caseRecordAuditTypes: Record<CaseRecordType, readonly string[]> = {
  customer: ['app_user', 'financing_block'],
  cashout: ['affiliate-cashout', 'affiliate_cashout'],
  application: ['application'],
  creditLine: ['credit_line', 'credit-line'],
  kycValidation: ['profile_validation', 'profile-validation'],
  merchant: ['merchant'],
  bulkBatch: ['bulk_batch', 'bulk'],
};

type Ref = CaseRecordRef;

const iso = (value: Date | string): string => new Date(value).toISOString();

const blank = {
  actor: null,
  record: null,
  text: null,
  from: null,
  to: null,
  note: null,
  attachment: null,
} satisfies Partial<CaseEvent>;

/** An audit entry's status before and after, when its public shapes carry one. */
const statusOf = (shape: unknown): string | null => {
  const status = (shape as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : null;
};

async function noteEvents(db: DbOrTx, caseId: number): Promise<CaseEvent[]> {
  const rows = await db
    .select()
    .from(caseNotes)
    .where(eq(caseNotes.caseId, caseId))
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id))
    .limit(TIMELINE_SOURCE_LIMIT);
  return (await notesOf(db, rows)).map((note) => ({
    ...blank,
    key: `note:${note.id}`,
    kind: 'note',
    at: note.createdAt,
    actor: note.author?.email ?? null,
    action: note.refersTo === null ? 'note.add' : 'note.correct',
    text: note.text,
    note,
  }));
}

async function attachmentEvents(db: DbOrTx, caseId: number): Promise<CaseEvent[]> {
  const rows = await db
    .select()
    .from(caseAttachments)
    .where(eq(caseAttachments.caseId, caseId))
    .orderBy(desc(caseAttachments.createdAt), desc(caseAttachments.id))
    .limit(TIMELINE_SOURCE_LIMIT);
  return (await attachmentsOf(db, rows)).map((attachment) => ({
    ...blank,
    key: `attachment:${attachment.id}`,
    kind: 'attachment',
    at: attachment.createdAt,
    actor: attachment.uploadedBy?.email ?? null,
    action: 'attachment.add',
    text: attachment.fileName,
    attachment,
  }));
}

/** The kind of timeline event each `case_events.kind` shows as: the deadline's events (`sla`) with the moves. */
const ownEventKinds: Record<string, CaseEventKind> = {
  status: 'status',
  assignment: 'assignment',
  link: 'link',
  sla: 'status',
};

async function ownEvents(db: DbOrTx, caseId: number, kinds: ReadonlySet<CaseEventKind>) {
  const stored = Object.keys(ownEventKinds).filter((kind) => kinds.has(ownEventKinds[kind]!));
  if (stored.length === 0) return [];
  const rows = await db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), inArray(caseEvents.kind, stored)))
    .orderBy(desc(caseEvents.at), desc(caseEvents.id))
    .limit(TIMELINE_SOURCE_LIMIT);
  // An assignment is kept by staff ids: the timeline names them (a name whoever reads it knows).
  const assigned = (row: (typeof rows)[number]) =>
    row.kind === 'assignment'
      ? [row.fromValue, row.toValue].filter((v): v is string => /^\d+$/.test(v ?? ''))
      : [];
  const staff = await staffByIds(db, [
    ...rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])),
    ...rows.flatMap((row) => assigned(row).map(Number)),
  ]);
  const named = (row: (typeof rows)[number], value: string | null) =>
    row.kind === 'assignment' && value !== null && /^\d+$/.test(value)
      ? (staff.get(Number(value))?.name ?? value)
      : value;
  return rows.map((row): CaseEvent => ({
    ...blank,
    key: `${ownEventKinds[row.kind]}:${row.id}`,
    kind: ownEventKinds[row.kind]!,
    at: row.at.toISOString(),
    actor: row.actorId === null ? null : (staff.get(row.actorId)?.email ?? null),
    action: row.action,
    text: row.text,
    from: named(row, row.fromValue),
    to: named(row, row.toValue),
  }));
}

/**
 * The linked records' audit entries (changes and events; who merely read a record stays in the
 * audit trail), one index range per record and target type on `audit_log_target_idx`, each cut at
 * the source's limit before the merge.
 */
async function auditEvents(db: DbOrTx, refs: readonly Ref[], since: Date): Promise<CaseEvent[]> {
  const targets = refs.flatMap((ref) =>
    caseRecordAuditTypes[ref.recordType].map(
      (type) =>
        sql`(${ref.recordType}::text, ${ref.recordId}::int, ${type}::text, ${String(ref.recordId)}::text)`,
    ),
  );
  if (targets.length === 0) return [];
  const result = await db.execute<{
    id: string | number;
    at: Date | string;
    actor_email: string | null;
    action: string;
    before: unknown;
    after: unknown;
    record_type: CaseRecordType;
    record_id: number;
  }>(sql`
    select x.* from (values ${sql.join(targets, sql`, `)}) as t(record_type, record_id, target_type, target_id)
    cross join lateral (
      select a.id, a.at, a.actor_email, a.action, a.before, a.after, t.record_type, t.record_id
      from audit_log a
      where a.target_type = t.target_type and a.target_id = t.target_id and a.at >= ${since.toISOString()}::timestamptz
        and a.kind <> 'read'
      order by a.at desc
      limit ${TIMELINE_SOURCE_LIMIT}
    ) x
    order by x.at desc, x.id desc
    limit ${TIMELINE_SOURCE_LIMIT}`);
  return result.rows.map((row) => ({
    ...blank,
    key: `audit:${row.id}`,
    kind: 'audit',
    at: iso(row.at),
    actor: row.actor_email,
    action: row.action,
    record: { recordType: row.record_type, recordId: Number(row.record_id) },
    from: statusOf(row.before),
    to: statusOf(row.after),
  }));
}

/** The SMS sent to the linked customers' mobiles (the app's and the application's, as the customer page reads them). */
async function smsEvents(db: DbOrTx, customerIds: readonly number[], since: Date): Promise<CaseEvent[]> {
  if (customerIds.length === 0) return [];
  const ids = [...customerIds];
  const [users, applications] = await Promise.all([
    db.select({ id: appUsers.id, phone: appUsers.phone }).from(appUsers).where(inArray(appUsers.id, ids)),
    db
      .select({ id: customerApplications.userId, phone: customerApplications.phone })
      .from(customerApplications)
      .where(inArray(customerApplications.userId, ids)),
  ]);
  const customerOf = new Map<string, number>();
  for (const { id, phone } of [...users, ...applications])
    if (phone && !customerOf.has(phone)) customerOf.set(phone, id);
  if (customerOf.size === 0) return [];
  const rows = await db
    .select({
      jobId: smsRecipients.jobId,
      position: smsRecipients.position,
      phone: smsRecipients.phone,
      status: smsRecipients.status,
      sentAt: smsRecipients.sentAt,
      message: smsJobs.message,
      createdAt: smsJobs.createdAt,
      createdBy: smsJobs.createdBy,
    })
    .from(smsRecipients)
    .innerJoin(smsJobs, eq(smsJobs.id, smsRecipients.jobId))
    .where(and(inArray(smsRecipients.phone, [...customerOf.keys()]), gte(smsJobs.createdAt, since)))
    .orderBy(desc(smsRecipients.jobId), desc(smsRecipients.position))
    .limit(TIMELINE_SOURCE_LIMIT);
  return rows.map((row) => ({
    ...blank,
    key: `sms:${row.jobId}-${row.position}`,
    kind: 'sms',
    at: (row.sentAt ?? row.createdAt).toISOString(),
    actor: row.createdBy,
    action: `sms.${row.status.toLowerCase()}`,
    record: { recordType: 'customer', recordId: customerOf.get(row.phone)! },
    text: row.message,
    to: row.status,
  }));
}

/** The four-eyes requests about the linked records (waiting or decided), at the time each was asked. */
async function approvalEvents(db: DbOrTx, refs: readonly Ref[], since: Date): Promise<CaseEvent[]> {
  const refOf = new Map<string, Ref>();
  const pairs: SQL[] = [];
  for (const ref of refs)
    for (const type of caseRecordAuditTypes[ref.recordType]) {
      refOf.set(`${type}:${ref.recordId}`, ref);
      pairs.push(and(eq(approvals.targetType, type), eq(approvals.targetId, String(ref.recordId)))!);
    }
  if (pairs.length === 0) return [];
  const rows = await db
    .select()
    .from(approvals)
    .where(and(or(...pairs), gte(approvals.requestedAt, since)))
    .orderBy(desc(approvals.requestedAt), desc(approvals.id))
    .limit(TIMELINE_SOURCE_LIMIT);
  return rows.map((row) => ({
    ...blank,
    key: `approval:${row.id}`,
    kind: 'approval',
    at: row.requestedAt.toISOString(),
    actor: row.makerEmail,
    action: row.action,
    record: refOf.get(`${row.targetType}:${row.targetId}`) ?? null,
    text: row.reason,
    from: 'PENDING',
    to: row.status,
  }));
}

const kindOrder = new Map(caseEventKinds.map((kind, index) => [kind, index]));

/** Oldest first; at the same instant in the contract's order of kinds, then by key. */
const byTime = (a: CaseEvent, b: CaseEvent): number =>
  a.at.localeCompare(b.at) ||
  kindOrder.get(a.kind)! - kindOrder.get(b.kind)! ||
  a.key.localeCompare(b.key, 'en', { numeric: true });

export interface TimelineViewer {
  permissions: readonly string[];
}

/**
 * The timeline of a case, for this viewer: 404 for no such case; the linked records' audit entries,
 * approvals and SMS only from records the viewer may see (`canSeeCaseRecord`; SMS also need the
 * customer page's SMS section). Recorded as a read of personal data before it leaves.
 */
export async function caseTimeline(
  db: DbOrTx,
  actor: Actor,
  viewer: TimelineViewer,
  caseId: number,
  only: readonly CaseEventKind[] | undefined,
): Promise<{ events: CaseEvent[] }> {
  const [head] = await db
    .select({ id: cases.id, createdAt: cases.createdAt })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!head) throw notFound('Case');
  const kinds = new Set<CaseEventKind>(only && only.length > 0 ? only : caseEventKinds);
  const since = new Date(head.createdAt.getTime() - TIMELINE_DAYS_BEFORE * 24 * 3600 * 1000);

  const needsLinks = kinds.has('audit') || kinds.has('approval') || kinds.has('sms');
  const links = needsLinks
    ? await db
        .select({ recordType: caseLinks.recordType, recordId: caseLinks.recordId })
        .from(caseLinks)
        .where(eq(caseLinks.caseId, caseId))
    : [];
  const visible = links
    .map((link) => ({ recordType: link.recordType as CaseRecordType, recordId: link.recordId }))
    .filter((link) => link.recordType in caseRecordAuditTypes)
    .filter((link) => canSeeCaseRecord(viewer.permissions, link.recordType));
  const customers = canSeeCustomerSection(viewer.permissions, 'sms')
    ? visible.filter((link) => link.recordType === 'customer').map((link) => link.recordId)
    : [];

  const sources: Promise<CaseEvent[]>[] = [];
  if (kinds.has('note')) sources.push(noteEvents(db, caseId));
  if (kinds.has('attachment')) sources.push(attachmentEvents(db, caseId));
  sources.push(ownEvents(db, caseId, kinds));
  if (kinds.has('audit')) sources.push(auditEvents(db, visible, since));
  if (kinds.has('sms')) sources.push(smsEvents(db, customers, since));
  if (kinds.has('approval')) sources.push(approvalEvents(db, visible, since));
  const events = (await Promise.all(sources)).flat().sort(byTime);

  await recordRead(db, actor, {
    action: 'case.timeline.view',
    targetType: 'case',
    targetId: caseId,
    ...(only && only.length > 0 ? { details: { kinds: [...kinds] } } : {}),
  });
  return { events };
}
