import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { jsonb } from './columns.ts';

/** A staff member's notifications (lib/notifications.ts writes them; kept 30 days). Migration 0025. */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_notifications_staff_idx').on(t.staffId, t.id),
    index('staff_notifications_unread_idx')
      .on(t.staffId)
      .where(sql`read_at IS NULL`),
    index('staff_notifications_created_idx').on(t.createdAt),
  ],
);
