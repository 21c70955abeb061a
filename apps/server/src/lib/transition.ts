import { eq, getTableColumns, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client.ts';
import type { DecisionKind, DecisionRecordType } from '@cmt/contract/endpoints/decisions';
import { writeAudit, type Actor } from './audit.ts';
import { refuseOthersClaim } from './claims.ts';
import { readDecisionMoment, recordDecision } from './decisions.ts';
import { AppError, notFound } from './errors.ts';

/**
 * One allowed move: from any of these statuses to that one. Without `to` the status stays: a change
 * allowed only in these statuses (a credit limit changed on an approved or active line).
 */
export interface Move<S extends string | number> {
  from: readonly S[];
  to?: S;
}

/** How the moves of a resource are audited: each move that changes a row writes one entry. */
export interface TransitionAudit<Row, M extends string> {
  /** The entry's action is `<type>.<move>`; `type` is also its target type unless `targetType` says otherwise. */
  type: string;
  targetType?: string;
  /**
   * Action names that are not `<type>.<move>`, kept because readers look them up (a customer's block
   * history, the audit screen's filter). `null`: the move writes no entry of its own; only for a step
   * of a job whose own entry always follows (a bulk batch starting to apply), and say so there.
   */
  actions?: Partial<Record<M, string | null>>;
  /** The entry's target when it is not the moved row (a financing block lifted is its customer's entry). */
  targetId?: (row: Row) => string | number;
  /**
   * The row's public shape, for the entry's `before` and `after` (it may read what the move changes
   * elsewhere, such as a wallet's balance). Never password hashes, tokens or national ids. Without
   * it the entry carries the status only.
   */
  publicShape?: (row: Row, tx: Tx) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * The moves that are decisions (docs/decisions.md): each writes a decision record in the move's
   * transaction (the customer's figures read after the lock and before the UPDATE and the effect),
   * and its `{ id, sha256 }` goes into the entry's `after.decision`. The entry's action is the
   * record's kind. `moves`: only these (default: every move that writes an entry); `recordId`: the
   * record the decision is about when it is not the moved row (a block lifted is its customer's).
   */
  decision?: {
    recordType: DecisionRecordType;
    customerId: (row: Row) => number | null;
    recordId?: (row: Row) => number;
    moves?: readonly NoInfer<M>[];
  };
}

/** A move's own parts beyond its plain description (move, id, reason). */
export interface MoveOptions<Row> {
  /** Why, in the caller's words: stored in the entry's `after` as `reason` (null kept when given). */
  reason?: string | null | undefined;
  /** Other columns written with the move (a reason, who decided, when). */
  set?: Record<string, unknown>;
  /** The move's effect beyond the row (money, history), in the move's transaction, before the entry. */
  effect?: (tx: Tx, row: Row, before: Row) => Promise<unknown>;
}

export interface MoveResult<Row> {
  row: Row;
  /** False for a repeat: the row was already where the move leads, and nothing was written. */
  changed: boolean;
}

export interface Transitions<Row, S extends string | number, M extends string> {
  moves: Record<M, Move<S>>;
  /**
   * Runs one move, described plainly (who, which move, which row, why: what a held decision needs to
   * be replayed), with its audit entry in the same transaction.
   */
  apply(db: DbOrTx, actor: Actor, move: M, id: number, options?: MoveOptions<Row>): Promise<MoveResult<Row>>;
}

/**
 * Status machines, declared once per resource (docs/requirements.md §D8): the allowed moves of a cashout, a
 * review, a promotion, a batch. `apply(db, actor, move, id, { reason, set, effect })`, in one
 * transaction (a savepoint inside a caller's transaction):
 * - locks the row and reads it (404 when there is none);
 * - in one of the move's `from` statuses: `UPDATE … SET status = <to>, <set>`, then `effect(tx, row,
 *   before)` (the money effect, the history), then the audit entry `<type>.<move>` with the actor, the
 *   row's public shape before and after, and the reason; a failure anywhere rolls all of it back;
 * - already in the move's target status (a retry, a double click): a no-op (`changed: false`), the
 *   effect does not run again and no second entry is written;
 * - any other status: 409 INVALID_TRANSITION, nothing written;
 * - with `claims`: someone else's live lease on the row is 409 CLAIMED_BY_OTHER; a move frees the lease.
 */
export function defineTransitions<
  T extends PgTable,
  S extends string | number,
  M extends string,
  Row extends InferSelectModel<T> = InferSelectModel<T>,
>(options: {
  table: T;
  id: PgColumn;
  status: PgColumn;
  what: string;
  moves: Record<M, Move<S>>;
  /** How a status reads in the 409 message (statuses that are codes, such as credit lines' 0-5). */
  describe?: (status: S) => string;
  /** How the moves are audited (every move that changes a row writes its entry). */
  audit: TransitionAudit<Row, M>;
  /**
   * The row is an item of a claimable queue (`lib/claims.ts`): a move by anyone but the holder of a
   * live lease is 409 CLAIMED_BY_OTHER (nothing written), and a move lets go of the lease.
   */
  claims?: { by: PgColumn; until: PgColumn };
}): Transitions<Row, S, M> {
  const { table, id, status, what, moves, audit, claims } = options;
  const propertyOf = (column: PgColumn) =>
    Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)?.[0];
  const claimKeys = claims ? { by: propertyOf(claims.by)!, until: propertyOf(claims.until)! } : null;
  const released = claimKeys ? { [claimKeys.by]: null, [claimKeys.until]: null } : {};
  const describe = options.describe ?? ((value: S) => `already ${String(value).toLowerCase()}`);
  // The row's property for the status column (Drizzle rows and `set` use property names).
  const key = Object.entries(getTableColumns(table)).find(([, column]) => column === status)?.[0];
  if (!key) throw new Error(`defineTransitions(${what}): the status column is not a column of the table`);
  const statusKey: string = key;
  const shapeOf = (row: Row, tx: Tx) =>
    audit.publicShape ? audit.publicShape(row, tx) : { status: (row as Record<string, unknown>)[statusKey] };

  const lockedRow = async (tx: Tx, targetId: number, lock: boolean): Promise<Row | undefined> => {
    const query = tx
      .select()
      .from(table as PgTable)
      .where(eq(id, targetId));
    return ((await (lock ? query.for('update') : query)) as Row[])[0];
  };

  async function run(
    db: DbOrTx,
    actor: Actor,
    move: M,
    targetId: number,
    { reason, set = {}, effect }: MoveOptions<Row> = {},
  ): Promise<MoveResult<Row>> {
    const { from, to } = moves[move];
    const declared = audit.actions?.[move];
    const action = declared === undefined ? `${audit.type}.${move}` : declared;
    return db.transaction(async (tx) => {
      const before = await lockedRow(tx, targetId, true);
      if (!before) throw notFound(what);
      const now = (before as Record<string, unknown>)[statusKey] as S;
      if (!from.includes(now)) {
        if (to !== undefined && now === to) return { row: before, changed: false };
        throw new AppError(409, 'INVALID_TRANSITION', `This ${what.toLowerCase()} is ${describe(now)}`, {
          status: now,
          move,
        });
      }
      if (claimKeys) {
        const lease = before as Record<string, unknown>;
        refuseOthersClaim(
          lease[claimKeys.by] as number | null,
          lease[claimKeys.until] as Date | null,
          actor,
          what,
        );
      }
      const shapeBefore = action ? await shapeOf(before, tx) : null;
      const deciding =
        action && audit.decision && (!audit.decision.moves || audit.decision.moves.includes(move))
          ? audit.decision
          : null;
      // What the decider knew: read before the move or its effect changes anything.
      const moment = deciding
        ? await readDecisionMoment(tx, deciding.customerId(before), {
            recordType: deciding.recordType,
            recordId: deciding.recordId ? deciding.recordId(before) : targetId,
          })
        : null;
      const fromList = sql.join(
        from.map((value) => sql`${value}`),
        sql`, `,
      );
      // The status condition again: the row is locked, so it holds; it keeps the statement safe on its own.
      const [moved] = (await tx
        .update(table)
        .set({ ...released, ...set, ...(to === undefined ? {} : { [statusKey]: to }) } as never)
        .where(sql`${id} = ${targetId} and ${status} in (${fromList})` as SQL)
        .returning()) as unknown as Row[];
      let row = moved!;
      if (effect) {
        await effect(tx, row, before);
        // The effect may change the row too (a count of what it cancelled): the row as the move ends.
        row = (await lockedRow(tx, targetId, false))!;
      }
      if (action) {
        const entryTargetType = audit.targetType ?? audit.type;
        const entryTargetId = audit.targetId ? audit.targetId(row) : targetId;
        const shapeAfter = await shapeOf(row, tx);
        const decision =
          deciding && moment
            ? await recordDecision(tx, actor, {
                kind: action as DecisionKind,
                recordType: deciding.recordType,
                recordId: deciding.recordId ? deciding.recordId(before) : targetId,
                customerId: deciding.customerId(before),
                reason: reason ?? null,
                before: shapeBefore ?? {},
                after: shapeAfter,
                moment,
                audit: { targetType: entryTargetType, targetId: entryTargetId },
              })
            : null;
        await writeAudit(tx, actor, {
          action,
          targetType: entryTargetType,
          targetId: entryTargetId,
          before: shapeBefore,
          after: {
            ...shapeAfter,
            ...(reason === undefined ? {} : { reason }),
            ...(decision ? { decision } : {}),
          },
        });
      }
      return { row, changed: true };
    });
  }

  return { moves, apply: run };
}
