import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import {
  caseMoveSpecs,
  caseReference,
  decidingCaseMoves,
  type CaseKind,
  type CaseMove,
  type CaseRecordRef,
  type CaseStatus,
  type createCase,
  type moveCase,
} from '@cmt/contract/endpoints/cases';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { caseCounters, caseEvents, caseLinks, caseNotes, cases, staffUsers } from '../../db/schema.ts';
import { acknowledgeComplaint, type Acknowledgement } from '../../domain/case-acknowledgement.ts';
import { caseBusinessDays, caseDueDays } from '../../domain/calendar.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { AppError, fieldError, staleRecord } from '../../lib/errors.ts';
import { notify } from '../../lib/notifications.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { caseNotFound, isOpenStatus, reopenable } from './case-queries.ts';
import { caseQueue } from './case-queue.ts';
import { checkLinkable, distinctRecords } from './case-records.ts';

type CaseRow = typeof cases.$inferSelect;

/** A case as its audit entries show it (never the title or notes: they may name the customer). */
const caseShape = (row: CaseRow) => ({
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  priority: row.priority,
  assigneeId: row.assigneeId,
  customerId: row.customerId,
  dueOn: row.dueOn,
  outcome: row.outcome,
  summary: row.summary,
});

/** Who acts, with the permissions that say which records they may link. */
export interface CaseWorker {
  actor: Actor;
  permissions: readonly string[];
}

/**
 * The case's moves (`caseMoveSpecs` of the contract), each audited `case.<move>` in the chain with
 * the case's shape before and after. A case held by someone else's live claim refuses the move (409
 * CLAIMED_BY_OTHER).
 */
export const caseMoves = defineTransitions({
  table: cases,
  id: cases.id,
  status: cases.status,
  what: 'Case',
  claims: { by: cases.claimedBy, until: cases.claimedUntil },
  moves: caseMoveSpecs,
  audit: { type: 'case', publicShape: caseShape },
});

/** The assignee must be an active staff member who works cases: else 400 on `assigneeId`. */
async function checkAssignee(db: DbOrTx, assigneeId: number): Promise<void> {
  const [staff] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.id, assigneeId),
        eq(staffUsers.isActive, true),
        sql`'manage-cases-work' = any(${staffUsers.permissions})`,
      ),
    );
  if (!staff) throw fieldError(['assigneeId'], 'assigneeUnknown');
}

/**
 * The next reference number of a kind in a year: the counter row is created or incremented and
 * stays locked until the transaction ends, so parallel creates take turns and a create that rolls
 * back gives its number back (gap-free).
 */
async function nextSeq(tx: Tx, kind: CaseKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(caseCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [caseCounters.kind, caseCounters.year],
      set: { last: sql`${caseCounters.last} + 1` },
    })
    .returning({ last: caseCounters.last });
  return row!.last;
}

/** Links records to a case (those already linked are skipped); the link events; the first customer. */
async function addLinks(tx: Tx, actor: Actor, caseId: number, links: CaseRecordRef[]) {
  if (links.length === 0) return [];
  const added = await tx
    .insert(caseLinks)
    .values(links.map((link) => ({ caseId, ...link, linkedBy: actor.staff?.id ?? null })))
    .onConflictDoNothing()
    .returning({ recordType: caseLinks.recordType, recordId: caseLinks.recordId });
  if (added.length > 0)
    await tx.insert(caseEvents).values(
      added.map((link) => ({
        caseId,
        kind: 'link',
        action: 'link',
        actorId: actor.staff?.id ?? null,
        toValue: `${link.recordType}:${link.recordId}`,
      })),
    );
  const customer = added.find((link) => link.recordType === 'customer');
  if (customer)
    await tx
      .update(cases)
      .set({ customerId: sql`coalesce(${cases.customerId}, ${customer.recordId})` })
      .where(eq(cases.id, caseId));
  return added;
}

/** The assignment's event and the new assignee's notification (not when they gave it to themselves). */
async function recordAssignment(
  tx: Tx,
  actor: Actor,
  row: Pick<CaseRow, 'id' | 'reference'>,
  from: number | null,
  to: number | null,
) {
  await tx.insert(caseEvents).values({
    caseId: row.id,
    kind: 'assignment',
    action: to === null ? 'unassign' : 'assign',
    actorId: actor.staff?.id ?? null,
    fromValue: from === null ? null : String(from),
    toValue: to === null ? null : String(to),
  });
  if (to !== null && to !== actor.staff?.id)
    await notify(tx, to, { kind: 'case.assigned', params: { caseId: row.id, reference: row.reference } });
}

export type CaseInput = ParsedBodyOf<typeof createCase>;

/**
 * Opens a case, all in one transaction with its audit entry `case.create`: the links checked (a
 * record missing or not the caller's to see: 404, nothing created), the assignee checked, the next
 * reference of the kind and Cairo year, the due and reminder days in business days, the links, the
 * description as the first note, the events (opened, links, assignment), the assignee told, and a
 * complaint acknowledged (`domain/case-acknowledgement.ts`). Answers the case's id and the
 * acknowledgement's SMS sending, to queue once committed.
 */
export async function createCaseRecord(
  db: DbOrTx,
  worker: CaseWorker,
  body: CaseInput,
  smsProvider: string,
): Promise<{ id: number; acknowledgement: Acknowledgement | null }> {
  const { actor } = worker;
  const links = distinctRecords(body.links);
  await checkLinkable(db, worker.permissions, links);
  if (body.assigneeId !== null) await checkAssignee(db, body.assigneeId);
  return audited(db, actor, 'case.create', 'case', async (tx, note) => {
    const openedOn = cairoDate();
    const year = Number(openedOn.slice(0, 4));
    const businessDays = await caseBusinessDays(tx, body.kind);
    const { dueOn, remindOn } = await caseDueDays(tx, openedOn, businessDays);
    const seq = await nextSeq(tx, body.kind, year);
    const reference = caseReference(body.kind, year, seq);
    const [row] = await tx
      .insert(cases)
      .values({
        reference,
        kind: body.kind,
        year,
        seq,
        title: body.title,
        priority: body.priority,
        assigneeId: body.assigneeId,
        openedBy: actor.staff?.id ?? null,
        openedOn,
        businessDays,
        dueOn,
        remindOn,
      })
      .returning();
    const id = row!.id;
    await tx.insert(caseEvents).values({
      caseId: id,
      kind: 'status',
      action: 'open',
      actorId: actor.staff?.id ?? null,
      toValue: 'OPEN',
    });
    await addLinks(tx, actor, id, links);
    if (body.description?.trim())
      await tx
        .insert(caseNotes)
        .values({ caseId: id, authorId: actor.staff?.id ?? null, text: body.description });
    if (body.assigneeId !== null) await recordAssignment(tx, actor, row!, null, body.assigneeId);
    const customerId = links.find((link) => link.recordType === 'customer')?.recordId ?? null;
    const acknowledgement =
      body.kind === 'COMPLAINT'
        ? await acknowledgeComplaint(tx, actor, {
            caseId: id,
            customerId,
            reference,
            dueOn,
            language: body.smsLanguage,
            provider: smsProvider,
          })
        : null;
    const [created] = await tx.select().from(cases).where(eq(cases.id, id));
    note.targetId = id;
    note.after = {
      ...caseShape(created!),
      links,
      acknowledgement: acknowledgement && (acknowledgement.skipped ?? 'SMS_QUEUED'),
    };
    return { id, acknowledgement };
  });
}

export type MoveInput = ParsedBodyOf<typeof moveCase>;

/** What a move writes beside the status: the decision, the closing time, or a reopening's clean slate. */
function decisionOf(move: CaseMove, body: MoveInput): Partial<CaseRow> {
  if (move === 'resolve' || move === 'reject')
    return { outcome: body.outcome!, summary: body.summary!, resolvedAt: new Date() };
  if (move === 'close') return { closedAt: new Date() };
  if (move === 'reopen') return { outcome: null, summary: null, resolvedAt: null, closedAt: null };
  return {};
}

/**
 * Moves a case (`caseMoves`) with the caller's If-Match: a repeat (already where the move leads) is
 * a no-op whatever its version; a stale version is 412; resolve and reject need an outcome and a
 * summary (400); reopen is refused (409 REOPEN_EXPIRED) past CASE_REOPEN_DAYS of the decision. The
 * status event rides in the move's transaction; the holder of a claim keeps it while the case stays
 * open (a decision lets go of it).
 */
export async function moveCaseRecord(
  db: DbOrTx,
  actor: Actor,
  id: number,
  move: CaseMove,
  body: MoveInput,
  ifMatch: number | undefined,
): Promise<void> {
  if ((decidingCaseMoves as readonly CaseMove[]).includes(move)) {
    if (!body.outcome) throw fieldError(['outcome'], 'caseOutcomeRequired');
    if (!body.summary?.trim()) throw fieldError(['summary'], 'caseSummaryRequired');
  }
  const spec = caseMoveSpecs[move];
  const from = spec.from as readonly CaseStatus[];
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(cases).where(eq(cases.id, id)).for('update');
    if (!row) throw caseNotFound();
    const status = row.status as CaseStatus;
    if (status === spec.to && !from.includes(status)) return;
    if (ifMatch !== undefined && row.version !== ifMatch) throw staleRecord();
    if (move === 'reopen' && from.includes(status) && !reopenable(row.resolvedAt))
      throw new AppError(
        409,
        'REOPEN_EXPIRED',
        `This case was decided more than 30 days ago: open a new case instead`,
        { resolvedAt: row.resolvedAt?.toISOString() ?? null },
      );
    const keepsLease =
      isOpenStatus(spec.to) &&
      row.claimedBy !== null &&
      row.claimedBy === actor.staff?.id &&
      row.claimedUntil !== null &&
      row.claimedUntil.getTime() > Date.now();
    await caseMoves.apply(tx, actor, move, id, {
      set: {
        ...decisionOf(move, body),
        ...(keepsLease ? { claimedBy: row.claimedBy, claimedUntil: row.claimedUntil } : {}),
        version: sql`${cases.version} + 1`,
        updatedAt: new Date(),
      },
      effect: async (inner, moved, before) => {
        await inner.insert(caseEvents).values({
          caseId: id,
          kind: 'status',
          action: move,
          actorId: actor.staff?.id ?? null,
          fromValue: before.status,
          toValue: moved.status,
          text: (decidingCaseMoves as readonly CaseMove[]).includes(move) ? (body.summary ?? null) : null,
        });
      },
    });
  });
}

/**
 * Gives a case to a staff member who works cases (null: to nobody), with the caller's If-Match:
 * audited `case.assign`, its event, the new assignee notified (`case.assigned`). The same assignee
 * again is a no-op; a decided case is 409 CASE_DECIDED; an assignee who is not an active staff
 * member working cases is 400 `assigneeUnknown`.
 */
export async function assignCaseRecord(
  db: DbOrTx,
  actor: Actor,
  id: number,
  assigneeId: number | null,
  ifMatch: number | undefined,
): Promise<void> {
  if (assigneeId !== null) await checkAssignee(db, assigneeId);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(cases).where(eq(cases.id, id)).for('update');
    if (!row) throw caseNotFound();
    if (ifMatch !== undefined && row.version !== ifMatch) throw staleRecord();
    if (!isOpenStatus(row.status))
      throw new AppError(
        409,
        'CASE_DECIDED',
        `This case is ${row.status.toLowerCase()}: reopen it before giving it to someone`,
        { status: row.status },
      );
    if (row.assigneeId === assigneeId) return;
    await audited(tx, actor, 'case.assign', 'case', async (inner, note) => {
      const [moved] = await inner
        .update(cases)
        .set({ assigneeId, version: sql`${cases.version} + 1`, updatedAt: new Date() })
        .where(eq(cases.id, id))
        .returning();
      await recordAssignment(inner, actor, row, row.assigneeId, assigneeId);
      note.targetId = id;
      note.before = caseShape(row);
      note.after = caseShape(moved!);
    });
  });
}

/** The assignee of a bulk assignment, checked once for every row (400 before any row is touched). */
export const checkBulkAssignee = async (db: DbOrTx, assigneeId: number | null) => {
  if (assigneeId !== null) await checkAssignee(db, assigneeId);
};

/**
 * Links more records to a case (audited `case.link`, one event per new link); a record missing or
 * not the caller's to see is 404 and nothing is linked. Links already there are left as they are.
 */
export async function linkCaseRecords(
  db: DbOrTx,
  worker: CaseWorker,
  id: number,
  links: readonly CaseRecordRef[],
): Promise<void> {
  const distinct = distinctRecords(links);
  await checkLinkable(db, worker.permissions, distinct);
  await audited(db, worker.actor, 'case.link', 'case', async (tx, note) => {
    const [row] = await tx
      .update(cases)
      .set({ version: sql`${cases.version} + 1`, updatedAt: new Date() })
      .where(eq(cases.id, id))
      .returning({ id: cases.id });
    if (!row) throw caseNotFound();
    const added = await addLinks(tx, worker.actor, id, distinct);
    note.targetId = id;
    note.after = { added };
  });
}

/** Take next: the open case due soonest that nobody holds, assigned to the caller or to nobody. */
export const takeNextCase = (db: DbOrTx, actor: Actor) =>
  caseQueue.next(db, actor, or(isNull(cases.assigneeId), eq(cases.assigneeId, actor.staff!.id)));
