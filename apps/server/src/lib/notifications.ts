import { and, eq, lt, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KEEP_DAYS,
  type NotificationKind,
  type NotificationParams,
} from '@cmt/contract/endpoints/notifications';
import type { DbOrTx } from '../db/client.ts';
import { staffNotifications, staffUsers } from '../db/schema.ts';

/** The PostgreSQL channel a notification is announced on (payload: the staff member's id), at commit. */
export const NOTIFICATIONS_CHANNEL = 'staff_notifications';

export interface NotificationEvent {
  kind: NotificationKind;
  params: NotificationParams;
}

/**
 * THE way to notify a staff member (docs/requirements.md §D9): called with the transaction of the event itself, so
 * the notification exists exactly when the event committed. Stored per staff member, announced on
 * `NOTIFICATIONS_CHANNEL` (NOTIFY is delivered at commit, to every server instance listening), and the
 * staff member's notifications past their 30 days are deleted on the way (cleanup on write).
 */
export async function notify(tx: DbOrTx, staffId: number, event: NotificationEvent): Promise<void> {
  await tx.insert(staffNotifications).values({ staffId, kind: event.kind, params: event.params });
  await tx
    .delete(staffNotifications)
    .where(
      and(
        eq(staffNotifications.staffId, staffId),
        lt(staffNotifications.createdAt, sql`now() - make_interval(days => ${NOTIFICATION_KEEP_DAYS})`),
      ),
    );
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(staffId)})`);
}

/** `notify` for a record that names its staff member by email (a bulk file's uploader); none: nothing. */
export async function notifyByEmail(
  tx: DbOrTx,
  email: string | null | undefined,
  event: NotificationEvent,
): Promise<void> {
  if (!email) return;
  const [staff] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  if (staff) await notify(tx, staff.id, event);
}
