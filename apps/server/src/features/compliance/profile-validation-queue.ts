import { sql } from 'drizzle-orm';
import { profileValidations as pv } from '../../db/schema.ts';
import { defineQueue } from '../../lib/claims.ts';

/** Pending KYC profiles, oldest first: the profile validation queue. */
export const profileQueue = defineQueue({
  type: 'profile-validation',
  what: 'Profile validation',
  table: pv,
  id: pv.id,
  claimedBy: pv.claimedBy,
  claimedUntil: pv.claimedUntil,
  waitingSince: pv.submittedAt,
  waiting: sql`${pv.status} = 'PENDING'`,
});
