import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  NOTIFICATION_LIST_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationParams,
} from '@cmt/contract/endpoints/notifications';
import type { DbOrTx } from '../../db/client.ts';
import { staffNotifications } from '../../db/schema.ts';

/** How many of the staff member's notifications are unread. */
export async function unreadCount(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffNotifications)
    .where(and(eq(staffNotifications.staffId, staffId), isNull(staffNotifications.readAt)));
  return row?.n ?? 0;
}

/** The staff member's own newest notifications and the unread count. */
export async function listMine(db: DbOrTx, staffId: number) {
  const rows = await db
    .select()
    .from(staffNotifications)
    .where(eq(staffNotifications.staffId, staffId))
    .orderBy(desc(staffNotifications.id))
    .limit(NOTIFICATION_LIST_SIZE);
  const items: Notification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    params: row.params as NotificationParams,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { unread: await unreadCount(db, staffId), items };
}
