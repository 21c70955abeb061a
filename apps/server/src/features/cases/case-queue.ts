import { sql } from 'drizzle-orm';
import { cases as c } from '../../db/schema.ts';
import { defineQueue } from '../../lib/claims.ts';

/** A case still being worked (`openCaseStatuses`), as the partial index `cases_open_due_idx` reads it. */
export const openCase = sql`${c.status} in ('OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER')`;

/**
 * Open cases, due soonest first: the cases queue. "Take next" gives the open case due soonest that
 * nobody holds among those assigned to the caller or to nobody (`only` of `next`, in `case-writes.ts`).
 */
export const caseQueue = defineQueue({
  type: 'case',
  what: 'Case',
  table: c,
  id: c.id,
  claimedBy: c.claimedBy,
  claimedUntil: c.claimedUntil,
  waitingSince: c.dueOn,
  waiting: openCase,
});
