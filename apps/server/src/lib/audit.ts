import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Staff } from './staff.ts';

export interface AuditEntryInput {
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
}

/**
 * Writes one audit entry. Pass the transaction of the change it records, so both land or neither.
 * Callers pass public shapes only (never password hashes, tokens or national ids). Changes made by
 * a route go through `audited` (lib/audited.ts), which calls this for them.
 */
export async function writeAudit(db: DbOrTx, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.staff?.id ?? null,
    actorEmail: actor.staff?.email ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  });
}

/** The actor of a request, for writeAudit and audited. */
export const actorOf = (request: { staff: Staff | null; ip: string }): Actor => ({
  staff: request.staff,
  ip: request.ip ?? null,
});

/** The system itself (start-up, background jobs) as an actor. */
export const systemActor: Actor = { staff: null, ip: null };
