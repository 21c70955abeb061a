import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { findAppUser } from './app-user-queries.ts';

/**
 * Audited as `app-user.block|unblock` with the reason in the entry's `after`: the customer's block
 * history (`findAppUser`) is read from those entries.
 */
const statuses = defineTransitions({
  table: appUsers,
  id: appUsers.id,
  status: appUsers.status,
  what: 'App user',
  moves: {
    block: { from: ['ACTIVE'], to: 'BLOCKED' },
    unblock: { from: ['BLOCKED'], to: 'ACTIVE' },
  },
  audit: { type: 'app-user', targetType: 'app_user' },
});

/**
 * Blocks (or unblocks) a customer with the reason, audited in the same transaction. A repeat of the
 * same move changes nothing and writes no second entry.
 */
export async function moveAppUser(
  db: Db,
  actor: Actor,
  id: number,
  move: 'block' | 'unblock',
  reason: string,
) {
  const now = new Date();
  await statuses.apply(db, actor, move, id, {
    reason,
    set: {
      ...(move === 'block'
        ? { blockReason: reason, blockedAt: now, blockedBy: actor.staff?.email ?? null }
        : { blockReason: null, blockedAt: null, blockedBy: null }),
      updatedAt: now,
      version: sql`${appUsers.version} + 1`,
    },
  });
  return findAppUser(db, id);
}
