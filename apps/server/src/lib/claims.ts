import { and, eq, getTableColumns, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { QueueClaim, QueueClaimFilter, SlaLight } from '@cmt/contract/queues';
import type { DbOrTx } from '../db/client.ts';
import { staffUsers } from '../db/schema.ts';
import { recordEvent, type Actor } from './audit.ts';
import { AppError, notFound } from './errors.ts';
import { notify } from './notifications.ts';

/** How long "take next" (or taking one item) holds it for its reviewer. */
export const CLAIM_MINUTES = 15;

/**
 * A claimable queue (docs/requirements.md §D9): items waiting for a decision, each with a row lease
 * (`claimed_by`, `claimed_until`). The one helper the three queues (KYC profiles, cashouts,
 * application reviews) share: take the oldest free item (`FOR UPDATE SKIP LOCKED`, so two reviewers
 * pressing together get different items), take one item, release it, the list's "mine"/"unclaimed"
 * filters and each row's claim and SLA light. The decisions check the lease in `lib/transition.ts`
 * (`claims` of `defineTransitions`, through `refuseOthersClaim`).
 */
export interface QueueSpec {
  /** The audit type of its items: `<type>.claim.takeover`. */
  type: string;
  what: string;
  table: PgTable;
  id: PgColumn;
  claimedBy: PgColumn;
  claimedUntil: PgColumn;
  /** What its age counts from (submitted, requested, the line created). */
  waitingSince: PgColumn;
  /** An item waiting for a decision (the condition a partial index of the queue holds). */
  waiting: SQL;
}

export interface ClaimedItem {
  id: number;
  claimedUntil: Date;
}

/** The answer of "take next" or a claim (`claimedItem` of the contract). */
export const claimedAnswer = (item: ClaimedItem | null, documentNumber: string | null = null) => ({
  item: item ? { id: item.id, claimedUntil: item.claimedUntil.toISOString(), documentNumber } : null,
});

/** A live lease held by someone other than the actor; a held request replayed by its checker passes. */
export function refuseOthersClaim(
  claimedBy: number | null,
  claimedUntil: Date | null,
  actor: Actor,
  what: string,
): void {
  if (claimedBy === null || claimedUntil === null || claimedUntil.getTime() <= Date.now()) return;
  // Work without a person (a background job) and a held request replayed by its checker pass.
  if (actor.approval || !actor.staff || actor.staff.id === claimedBy) return;
  throw new AppError(
    409,
    'CLAIMED_BY_OTHER',
    `This ${what.toLowerCase()} is being reviewed by someone else until ${claimedUntil.toISOString()}`,
    { claimedBy, claimedUntil: claimedUntil.toISOString() },
  );
}

/** The light of an item's age against its queue's SLA: amber from three quarters of it, red past it. */
export function slaLight(waitingSince: Date, slaHours: number, now = Date.now()): SlaLight {
  const hours = (now - waitingSince.getTime()) / 3_600_000;
  if (hours >= slaHours) return 'RED';
  return hours >= slaHours * 0.75 ? 'AMBER' : 'GREEN';
}

export function defineQueue(spec: QueueSpec) {
  const { table, id, claimedBy, claimedUntil, waiting } = spec;
  const leaseEnd = sql`now() + make_interval(mins => ${CLAIM_MINUTES})`;
  const free = or(isNull(claimedUntil), lte(claimedUntil, sql`now()`))!;

  /** Reads the item's lease, locked; 404 when there is none. */
  async function lockedLease(tx: DbOrTx, itemId: number) {
    const [row] = await tx
      .select({ claimedBy, claimedUntil, waiting: sql<boolean>`${waiting}` })
      .from(table)
      .where(eq(id, itemId))
      .for('update');
    if (!row) throw notFound(spec.what);
    return row as { claimedBy: number | null; claimedUntil: Date | null; waiting: boolean };
  }

  return {
    /**
     * Claims the oldest waiting item nobody holds (or whose lease ran out) for the actor, for
     * CLAIM_MINUTES; one the actor already holds counts as free for them. Null when none waits.
     * `only` narrows the items this actor may take (cases: assigned to them or to nobody).
     */
    async next(db: DbOrTx, actor: Actor, only?: SQL): Promise<ClaimedItem | null> {
      const me = actor.staff!.id;
      const candidate = db
        .select({ id })
        .from(table)
        .where(and(waiting, or(free, eq(claimedBy, me)), only))
        .orderBy(spec.waitingSince, id)
        .limit(1)
        .for('update', { skipLocked: true });
      const rows = (await db
        .update(table)
        .set({ [keyOf(table, claimedBy)]: me, [keyOf(table, claimedUntil)]: leaseEnd } as never)
        .where(sql`${id} = (${candidate})`)
        .returning({ id, claimedUntil })) as { id: number; claimedUntil: Date }[];
      return rows[0] ?? null;
    },

    /**
     * Claims one item for the actor: free, expired or already theirs; held by someone else is 409
     * CLAIMED_BY_OTHER unless `takeover` (a reviewer with the same permission takes it over, recorded
     * as `<type>.claim.takeover` naming the previous holder). A decided item is 409 NOT_WAITING.
     */
    async claim(db: DbOrTx, actor: Actor, itemId: number, takeover: boolean): Promise<ClaimedItem> {
      return db.transaction(async (tx) => {
        const lease = await lockedLease(tx, itemId);
        if (!lease.waiting)
          throw new AppError(409, 'NOT_WAITING', `This ${spec.what.toLowerCase()} is decided`);
        const held =
          lease.claimedBy !== null && lease.claimedUntil !== null && lease.claimedUntil > new Date();
        const fromOther = held && lease.claimedBy !== actor.staff!.id;
        if (fromOther && !takeover) refuseOthersClaim(lease.claimedBy, lease.claimedUntil, actor, spec.what);
        const [row] = (await tx
          .update(table)
          .set({
            [keyOf(table, claimedBy)]: actor.staff!.id,
            [keyOf(table, claimedUntil)]: leaseEnd,
          } as never)
          .where(eq(id, itemId))
          .returning({ id, claimedUntil })) as { id: number; claimedUntil: Date }[];
        if (fromOther) {
          await recordEvent(
            tx,
            actor,
            `${spec.type}.claim.takeover`,
            { type: spec.type, id: itemId },
            {
              previousHolder: lease.claimedBy,
              previousUntil: lease.claimedUntil!.toISOString(),
            },
          );
          await notify(tx, lease.claimedBy!, {
            kind: 'claim.takenOver',
            params: { type: spec.type, id: itemId, by: actor.staff!.email },
          });
        }
        return row!;
      });
    },

    /** Lets go of the actor's lease (someone else's live lease: 409 CLAIMED_BY_OTHER; none: a no-op). */
    async release(db: DbOrTx, actor: Actor, itemId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const lease = await lockedLease(tx, itemId);
        refuseOthersClaim(lease.claimedBy, lease.claimedUntil, actor, spec.what);
        await tx
          .update(table)
          .set({ [keyOf(table, claimedBy)]: null, [keyOf(table, claimedUntil)]: null } as never)
          .where(eq(id, itemId));
      });
    },

    /** The list's claim filter: MINE (a live lease of the viewer) or UNCLAIMED (no live lease). */
    filter(kind: QueueClaimFilter | undefined, viewerId: number): SQL | undefined {
      if (kind === 'MINE') return and(eq(claimedBy, viewerId), gt(claimedUntil, sql`now()`));
      if (kind === 'UNCLAIMED') return free;
      return undefined;
    },

    /** Items waiting for a decision for longer than `slaHours` (the RED of `slaLight`): `cmt_queue_sla_breaches`. */
    async pastSla(db: DbOrTx, slaHours: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(waiting, lte(spec.waitingSince, sql`now() - make_interval(secs => ${slaHours * 3600})`)));
      return row?.n ?? 0;
    },

    /** The condition of an item waiting for a decision. */
    waitingCondition: waiting,

    /** The columns a list selects for `claimOf`. */
    columns: {
      claimedBy,
      claimedUntil,
      claimedByEmail: sql<
        string | null
      >`(select ${staffUsers.email} from ${staffUsers} where ${staffUsers.id} = ${claimedBy})`,
    },
  };
}

/** A row's live lease as the lists show it (null when free or expired). */
export function claimOf(
  row: { claimedBy: number | null; claimedUntil: Date | null; claimedByEmail: string | null },
  viewerId: number,
): QueueClaim | null {
  if (row.claimedBy === null || row.claimedUntil === null || row.claimedUntil.getTime() <= Date.now())
    return null;
  return {
    by: row.claimedByEmail ?? String(row.claimedBy),
    byMe: row.claimedBy === viewerId,
    until: row.claimedUntil.toISOString(),
  };
}

function keyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, value]) => value === column)?.[0];
  if (!found) throw new Error(`defineQueue: ${column.name} is not a column of its table`);
  return found;
}
