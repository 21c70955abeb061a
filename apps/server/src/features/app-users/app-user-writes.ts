import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUsers } from '../../db/schema.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { findAppUser } from './app-user-queries.ts';

const statuses = defineTransitions({
  table: appUsers,
  id: appUsers.id,
  status: appUsers.status,
  what: 'App user',
  moves: {
    block: { from: ['ACTIVE'], to: 'BLOCKED' },
    unblock: { from: ['BLOCKED'], to: 'ACTIVE' },
  },
});

type Row = typeof appUsers.$inferSelect;

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
  await statuses.apply<Row>(db, move, id, {
    set: {
      ...(move === 'block'
        ? { blockReason: reason, blockedAt: now, blockedBy: actor.staff?.email ?? null }
        : { blockReason: null, blockedAt: null, blockedBy: null }),
      updatedAt: now,
      version: sql`${appUsers.version} + 1`,
    },
    effect: (tx) =>
      writeAudit(tx, actor, {
        action: `app-user.${move}`,
        targetType: 'app_user',
        targetId: id,
        before: { status: move === 'block' ? 'ACTIVE' : 'BLOCKED' },
        after: { status: move === 'block' ? 'BLOCKED' : 'ACTIVE', reason },
      }),
  });
  return findAppUser(db, id);
}
