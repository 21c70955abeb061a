import { isHeld } from '@cmt/contract/approval-actions';
import type { BulkRowResult, BulkRowsResponse } from '@cmt/contract/bulk-rows';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './errors.ts';

/**
 * Runs one single-row action per row (issue 21 §6) and answers every row's outcome. `run` is the very
 * write the single-row endpoint calls (its transition, approvals policy, claim check and If-Match), so
 * each row is its own transaction: a row that fails leaves the others as they went. Rows run one
 * after the other, in the order sent. A four-eyes action held by its policy answers 202 on its own
 * endpoint; here that row is `pending-approval` with the held request's id, never applied.
 * A lost database stops the call (503 DATABASE_UNAVAILABLE, as any request): the rows already done
 * stay done and a retry finds them so. Any other error that is not the action's refusal (a bug) is
 * logged and the row failed with INTERNAL, the others still answered.
 */
export async function runBulkRows<T>(
  rows: readonly T[],
  idOf: (row: T) => number,
  run: (row: T) => Promise<unknown>,
  log: { error: (details: object, message: string) => void },
): Promise<BulkRowsResponse> {
  const results: BulkRowResult[] = [];
  for (const row of rows) {
    const id = idOf(row);
    try {
      const answer = await run(row);
      results.push(
        isHeld(answer)
          ? { id, status: 'pending-approval', approvalId: answer.approvalId }
          : { id, status: 'done' },
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      if (error instanceof AppError) {
        results.push({ id, status: 'failed', code: error.code, message: error.message });
      } else {
        log.error({ err: error, id }, 'A bulk row failed unexpectedly');
        results.push({ id, status: 'failed', code: 'INTERNAL', message: 'This row could not be changed' });
      }
    }
  }
  return { results };
}

/** The rows of a call that sends bare ids. */
export const byId = (id: number) => id;
/** The rows of a call that sends `{id, version}`. */
export const byRowId = (row: { id: number }) => row.id;
