import { sql } from 'drizzle-orm';
import { affiliateCashouts as c } from '../../db/schema.ts';
import { defineQueue } from '../../lib/claims.ts';

/** Pending cashout requests, oldest first: the cashout queue. */
export const cashoutQueue = defineQueue({
  type: 'affiliate-cashout',
  what: 'Cashout',
  table: c,
  id: c.id,
  claimedBy: c.claimedBy,
  claimedUntil: c.claimedUntil,
  waitingSince: c.requestedAt,
  waiting: sql`${c.status} = 'PENDING'`,
});
