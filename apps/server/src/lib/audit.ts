import type { AuditKind } from '@cmt/contract/endpoints/audit';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Staff } from './staff.ts';

export interface AuditEntryInput {
  /** `change` unless said: `recordEvent` writes `event`, `recordRead` writes `read`. */
  kind?: AuditKind;
  action: string;
  targetType?: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Who made a change: the signed-in staff member (null for the system) and the address they came from. */
export interface Actor {
  staff: Pick<Staff, 'id' | 'email'> | null;
  ip: string | null;
  /**
   * A held request replayed by its checker (lib/approvals.ts): the maker's claim on the item does not
   * stop it, and every entry the replay writes names the approval and the maker beside the checker.
   */
  approval?: { id: number; makerId: number; makerEmail: string };
}

/**
 * Writes one audit entry. Pass the transaction of the change it records, so both land or neither.
 * Callers pass public shapes only (never password hashes, tokens or national ids). Features do not
 * call it: changes go through `audited` (lib/audited.ts) or a transition (lib/transition.ts),
 * events through `recordEvent` and reads of personal data through `recordRead`, which call it.
 */
export async function writeAudit(db: DbOrTx, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.staff?.id ?? null,
    actorEmail: actor.staff?.email ?? null,
    kind: entry.kind ?? 'change',
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
    approvalId: actor.approval?.id ?? null,
    makerId: actor.approval?.makerId ?? null,
    makerEmail: actor.approval?.makerEmail ?? null,
  });
}

/** What an event or a read is about: the audit entry's target (`id` null when it is about many). */
export interface AuditTarget {
  type: string;
  id?: string | number | null;
}

/**
 * Records something that happened without changing a record: a sign-in or a refused one, a refusal
 * of a change (`<action>.refused`). `details` (public values only: never passwords, tokens or
 * national ids) is the entry's `after`. Changes are audited by the change itself (`audited()`,
 * `auditedRecords`, a transition); reads of personal data through `recordRead`. Pass a transaction
 * when the event belongs to one.
 */
export async function recordEvent(
  db: DbOrTx,
  actor: Actor,
  action: string,
  target: AuditTarget,
  details?: Record<string, unknown>,
): Promise<void> {
  await writeAudit(db, actor, {
    kind: 'event',
    action,
    targetType: target.type,
    targetId: target.id ?? null,
    after: details,
  });
}

/** The event a refusal was recorded with, kept beside the error it is thrown as (`refusedWithEvent`). */
type RefusalEvent = [Actor, string, AuditTarget, Record<string, unknown>?];
const refusalEvents = new WeakMap<object, RefusalEvent>();

/**
 * Records a refusal's event and throws the refusal, remembering the event: when the transaction it
 * was recorded in rolls back (a four-eyes dry run, a held request's replay), `recordLostEvent` records
 * it again once that transaction is gone, so a refused attempt is never lost from the trail.
 */
export async function refusedWithEvent(db: DbOrTx, refusal: Error, ...event: RefusalEvent): Promise<never> {
  await recordEvent(db, ...event);
  refusalEvents.set(refusal, event);
  throw refusal;
}

/** Records the event of a refusal whose transaction rolled back (see `refusedWithEvent`). */
export async function recordLostEvent(db: DbOrTx, error: unknown): Promise<void> {
  const event = typeof error === 'object' && error !== null ? refusalEvents.get(error) : undefined;
  if (!event) return;
  refusalEvents.delete(error as object);
  await recordEvent(db, ...event);
}

/** One reading of personal data, as its audit entry records it. */
export interface PersonalDataRead {
  /** What was read, as the audit screen filters it: `financing.application.view`, `kyc-image.view`. */
  action: string;
  targetType: string;
  /** Whose data; null for a read of many (an export: its filters go in `details`). */
  targetId?: string | number | null;
  /** Why, in the staff member's words, and the case it belongs to, where the endpoint asks for them. */
  reason?: string;
  reference?: string;
  /** What else says which data it was (the image's side, the export's filters): never the data itself. */
  details?: Record<string, unknown>;
}

/**
 * Records a reading of personal data (a whole national id, an id image, an export of customers):
 * one entry per person read, with the reason and reference in its `after` beside `details`. Call it
 * before the data leaves, in the transaction of anything that must land with it (a claimed
 * reference), so a refused read is not recorded and a recorded one is never lost.
 */
export async function recordRead(db: DbOrTx, actor: Actor, read: PersonalDataRead): Promise<void> {
  const after = {
    ...read.details,
    ...(read.reason === undefined ? {} : { reason: read.reason }),
    ...(read.reference === undefined ? {} : { reference: read.reference }),
  };
  await writeAudit(db, actor, {
    kind: 'read',
    action: read.action,
    targetType: read.targetType,
    targetId: read.targetId ?? null,
    after: Object.keys(after).length > 0 ? after : null,
  });
}

/** The actor of a request, for audited, transitions, recordEvent and recordRead. */
export const actorOf = (request: { staff: Staff | null; ip: string }): Actor => ({
  staff: request.staff,
  ip: request.ip ?? null,
});

/** The system itself (start-up, background jobs) as an actor. */
export const systemActor: Actor = { staff: null, ip: null };
