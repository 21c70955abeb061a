import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb, money, rowVersion } from './columns.ts';

/** The app's "Plus" subscription plans. */
export const plusPlans = pgTable(
  'plus_plans',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** EGP with piastres, never float. */
    price: money('price').notNull(),
    /** MONTHLY | QUARTERLY | SEMI_ANNUAL | YEARLY */
    period: text('period').notNull(),
    /** [{ en, ar }], in display order. */
    benefits: jsonb('benefits').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    version: rowVersion(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plus_plans_position_idx').on(t.position, t.id)],
);

/** One SMS sending: the message and its progress; sent in the background by a pg-boss job. */
export const smsJobs = pgTable(
  'sms_jobs',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    /** GSM-7 | UCS-2 */
    encoding: text('encoding').notNull(),
    parts: integer('parts').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    /** QUEUED | SENDING | COMPLETED | CANCELLED | FAILED */
    status: text('status').notNull().default('QUEUED'),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    provider: text('provider').notNull(),
    failureReason: text('failure_reason'),
    createdById: integer('created_by_id'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_jobs_staff_day_idx').on(t.createdById, t.createdAt),
    index('sms_jobs_open_idx')
      .on(t.id)
      .where(sql`status in ('QUEUED', 'SENDING')`),
  ],
);

/** Each number of a sending, in the order given, with its outcome. */
export const smsRecipients = pgTable(
  'sms_recipients',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => smsJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    phone: text('phone').notNull(),
    /** PENDING | SENDING | SENT | FAILED | CANCELLED */
    status: text('status').notNull().default('PENDING'),
    error: text('error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.position] }),
    index('sms_recipients_status_idx').on(t.jobId, t.status, t.position),
    // A customer's messages on the customer page (migration 0023).
    index('sms_recipients_phone_idx').on(t.phone, t.jobId),
  ],
);

/**
 * The overall SMS rate over every server instance, as a sliding window: one row per send slot
 * (slots 1..SMS_RATE_PER_SECOND are used), each holding when a message last took it. A message takes
 * a slot last used at least a second ago, in one atomic update, so no second-long stretch of time,
 * wherever it starts, holds more messages than there are slots.
 */
export const smsSendSlots = pgTable('sms_send_slots', {
  slot: integer('slot').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
