import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client.ts';
import { AppError, notFound } from './errors.ts';

/**
 * One allowed move: from any of these statuses to that one. Without `to` the status stays: a change
 * allowed only in these statuses (a credit limit changed on an approved or active line).
 */
export interface Move<S extends string | number> {
  from: readonly S[];
  to?: S;
}

/**
 * Status machines, declared once per resource (DECISIONS §8): the allowed moves of a cashout, a
 * review, a promotion, a batch. `apply` runs a move as `UPDATE … SET status = <to> WHERE id = $1 AND
 * status IN (<from>)`, so that of two racing requests only one moves the row:
 * - the row moved: `effect(tx, row)` runs in the same transaction (the money effect and the audit
 *   entry), and a failure there rolls the status back too;
 * - the row is already in the move's target status (a retry, a double click): a 200 no-op, the
 *   effect does not run again (`changed: false`);
 * - any other status: 409 INVALID_TRANSITION; no row: 404.
 */
export function defineTransitions<S extends string | number, M extends string>(options: {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  what: string;
  moves: Record<M, Move<S>>;
  /** How a status reads in the 409 message (statuses that are codes, such as credit lines' 0-5). */
  describe?: (status: S) => string;
}) {
  const { table, id, status, what, moves } = options;
  const describe = options.describe ?? ((value: S) => `already ${String(value).toLowerCase()}`);
  // The row's property for the status column (Drizzle rows and `set` use property names).
  const statusKey = Object.entries(getTableColumns(table)).find(([, column]) => column === status)?.[0];
  if (!statusKey)
    throw new Error(`defineTransitions(${what}): the status column is not a column of the table`);
  return {
    moves,
    async apply<Row extends Record<string, unknown>>(
      /** The database, or the transaction of a larger change (the move then runs in a savepoint). */
      db: DbOrTx,
      move: M,
      targetId: number,
      {
        set = {},
        effect,
      }: {
        /** Other columns written with the move (a reason, who decided, when). */
        set?: Record<string, unknown>;
        effect?: (tx: Tx, row: Row) => Promise<void>;
      } = {},
    ): Promise<{ row: Row; changed: boolean }> {
      const { from, to } = moves[move];
      return db.transaction(async (tx) => {
        const fromList = sql.join(
          from.map((value) => sql`${value}`),
          sql`, `,
        );
        const moved = (await tx
          .update(table)
          .set({ ...set, ...(to === undefined ? {} : { [statusKey]: to }) } as never)
          .where(sql`${id} = ${targetId} and ${status} in (${fromList})` as SQL)
          .returning()) as unknown as Row[];
        if (moved[0]) {
          await effect?.(tx, moved[0]);
          return { row: moved[0], changed: true };
        }
        const [current] = (await tx
          .select()
          .from(table)
          .where(sql`${id} = ${targetId}`)) as unknown as Row[];
        if (!current) throw notFound(what);
        const now = current[statusKey] as S;
        if (to !== undefined && now === to) return { row: current, changed: false };
        throw new AppError(409, 'INVALID_TRANSITION', `This ${what.toLowerCase()} is ${describe(now)}`, {
          status: now,
          move,
        });
      });
    },
  };
}
