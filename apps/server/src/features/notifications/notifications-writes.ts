import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffNotifications } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { NOTIFICATIONS_CHANNEL } from '../../lib/notifications.ts';
import { sql } from 'drizzle-orm';

/*
 * Marking read is the reader's own bookkeeping, not a change to the business's records: no audit entry.
 * Each announces the change so the staff member's other open tabs (on any instance) update their count.
 */

const announce = (db: Db, staffId: number) =>
  db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(staffId)})`);

/** Marks one of the staff member's own notifications read (another's or none: 404). */
export async function markRead(db: Db, staffId: number, id: number): Promise<void> {
  const rows = await db
    .update(staffNotifications)
    .set({ readAt: sql`coalesce(${staffNotifications.readAt}, now())` })
    .where(and(eq(staffNotifications.id, id), eq(staffNotifications.staffId, staffId)))
    .returning({ id: staffNotifications.id });
  if (rows.length === 0) throw notFound('Notification');
  await announce(db, staffId);
}

/** Marks all the staff member's notifications read. */
export async function markAllRead(db: Db, staffId: number): Promise<void> {
  await db
    .update(staffNotifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(staffNotifications.staffId, staffId), isNull(staffNotifications.readAt)));
  await announce(db, staffId);
}
