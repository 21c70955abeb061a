import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { openCaseStatuses } from '@cmt/contract/endpoints/cases';
import type { NotificationKind } from '@cmt/contract/endpoints/notifications';
import { Permission } from '@cmt/contract/permissions';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { caseEvents, cases, staffUsers } from '../../db/schema.ts';
import { recordEvent, systemActor } from '../../lib/audit.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { notify } from '../../lib/notifications.ts';

/*
 * The reminder and the breach of open cases (issue 36 item 6, docs/cases.md): every instance runs this
 * step every minute (`case-deadline-plugin.ts`), and each case is reminded and breached exactly once
 * across all of them: a batch of rows is claimed by one UPDATE that sets `reminded_at` /
 * `escalated_at` only where it is still null (rows another instance is claiming are skipped, not
 * waited for), and the notifications, the timeline's event and the audit entry are written in the
 * claim's transaction, so they exist exactly when the claim committed.
 */

/** Rows claimed per transaction: a backlog (a long outage) is worked through in batches. */
const BATCH = 200;

interface Claimed {
  id: number;
  reference: string;
  dueOn: string;
  assigneeId: number | null;
}

const open = inArray(cases.status, [...openCaseStatuses]);

/** Claims up to BATCH rows matching `due` whose `column` is null, setting it to now(). */
async function claim(
  tx: Tx,
  column: typeof cases.remindedAt | typeof cases.escalatedAt,
  due: ReturnType<typeof and>,
) {
  const candidates = tx
    .select({ id: cases.id })
    .from(cases)
    .where(and(open, due, isNull(column)))
    .orderBy(cases.dueOn, cases.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const key = column === cases.remindedAt ? 'remindedAt' : 'escalatedAt';
  return tx
    .update(cases)
    .set({ [key]: sql`now()` })
    .where(and(inArray(cases.id, candidates), isNull(column), open))
    .returning({
      id: cases.id,
      reference: cases.reference,
      dueOn: cases.dueOn,
      assigneeId: cases.assigneeId,
    });
}

const paramsOf = (row: Claimed) => ({ caseId: row.id, reference: row.reference, dueOn: row.dueOn });

/** Active staff members holding the supervisor permission (a handful). */
async function supervisors(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(eq(staffUsers.isActive, true), sql`${Permission.SUPERVISE_CASES} = any(${staffUsers.permissions})`),
    );
  return rows.map((row) => row.id);
}

async function remindBatch(db: DbOrTx, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await claim(tx, cases.remindedAt, lte(cases.remindOn, today));
    for (const row of rows) {
      await tx
        .insert(caseEvents)
        .values({ caseId: row.id, kind: 'sla', action: 'reminded', toValue: row.dueOn });
      if (row.assigneeId !== null)
        await notify(tx, row.assigneeId, { kind: 'case.reminder', params: paramsOf(row) });
    }
    return rows.length;
  });
}

async function breachBatch(db: DbOrTx, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await claim(tx, cases.escalatedAt, lt(cases.dueOn, today));
    if (rows.length === 0) return 0;
    const told = await supervisors(tx);
    const kind: NotificationKind = 'case.breached';
    for (const row of rows) {
      await tx
        .insert(caseEvents)
        .values({ caseId: row.id, kind: 'sla', action: 'breached', fromValue: row.dueOn, toValue: today });
      await recordEvent(
        tx,
        systemActor,
        'case.breached',
        { type: 'case', id: row.id },
        {
          reference: row.reference,
          dueOn: row.dueOn,
          assigneeId: row.assigneeId,
        },
      );
      const people = new Set([...(row.assigneeId === null ? [] : [row.assigneeId]), ...told]);
      for (const staffId of people) await notify(tx, staffId, { kind, params: paramsOf(row) });
    }
    return rows.length;
  });
}

/**
 * One step: reminds the assignee of every open case whose reminder day has come (`reminded_at` null),
 * and breaches every open case past its due day (`escalated_at` null): the assignee and every active
 * supervisor are told, the timeline and the audit trail say so. `today` is Cairo's. Safe to run on
 * every instance at once; returns what this call claimed.
 */
export async function checkCaseDeadlines(
  db: DbOrTx,
  today: string = cairoDate(),
): Promise<{ reminded: number; breached: number }> {
  let reminded = 0;
  let breached = 0;
  for (let n = BATCH; n === BATCH; reminded += n) n = await remindBatch(db, today);
  for (let n = BATCH; n === BATCH; breached += n) n = await breachBatch(db, today);
  return { reminded, breached };
}
