import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applicationFinancingPartners } from './schema-applications.ts';
import { bulkBatches } from './schema-bulk.ts';
import { appUsers } from './schema-customers.ts';
import { money } from './columns.ts';
import { financingPartners } from './schema-financing-partners.ts';

/*
 * The instalment-financing back office. A customer's credit line is their financing partner entry
 * (`application_financing_partners`, docs/requirements.md §P3): its status, its limit, the partner giving it. Around
 * it: the partners, reviews (every decision with its reason), instalments and their repayments,
 * customers blocked from financing, and credit promotions with their eligible customers.
 */

/** Every decision on a credit line: the action, the reason, the status and limit before and after, who and when. */
export const financingReviews = pgTable(
  'financing_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    creditLineId: integer('credit_line_id')
      .notNull()
      .references(() => applicationFinancingPartners.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    oldLimit: money('old_limit'),
    newLimit: money('new_limit'),
    reviewedById: integer('reviewed_by_id'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The ApplicationReviewsStrategy batch it came from. */
    batchId: integer('batch_id').references(() => bulkBatches.id, { onDelete: 'set null' }),
  },
  (t) => [index('financing_reviews_user_idx').on(t.userId, t.reviewedAt)],
);

/**
 * What a customer owes on a credit line: one row per monthly instalment of a purchase, due on the
 * 5th (docs/requirements.md §P9), paid by repayments. `paid_amount` never exceeds `amount`: a repayment that would
 * overpay is refused by the database, whatever the code path.
 */
export const financingInstalments = pgTable(
  'financing_instalments',
  {
    id: serial('id').primaryKey(),
    /** What staff and repayment files name it by, e.g. INS-100001-1-3. */
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    creditLineId: integer('credit_line_id')
      .notNull()
      .references(() => applicationFinancingPartners.id, { onDelete: 'cascade' }),
    /** The purchase the instalments pay for, as the customer knows it (merchant and item). */
    purchase: text('purchase').notNull(),
    number: smallint('number').notNull(),
    count: smallint('count').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    /** DUE | PARTIAL | PAID */
    status: text('status').notNull().default('DUE'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('financing_instalments_user_idx').on(t.userId, t.dueDate),
    index('financing_instalments_line_idx').on(t.creditLineId),
    check(
      'financing_instalments_paid_check',
      sql`${t.amount} > 0 and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`,
    ),
  ],
);

/**
 * Money received against an instalment (RepaymentsStrategy files). The same repayment (instalment,
 * day, amount, channel) can be recorded once: a second file carrying it is refused.
 */
export const financingRepayments = pgTable(
  'financing_repayments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instalmentId: integer('instalment_id')
      .notNull()
      .references(() => financingInstalments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    batchId: integer('batch_id').references(() => bulkBatches.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('financing_repayments_once_key').on(t.instalmentId, t.paidOn, t.amount, t.channel),
    index('financing_repayments_user_idx').on(t.userId),
    index('financing_repayments_batch_idx').on(t.batchId),
    check('financing_repayments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Customers blocked from financing (overdue instalments, a failed id check, a partner's decision):
 * separate from the app account's own status. One ACTIVE block per customer; lifting it keeps the
 * record (LIFTED, who and why).
 */
export const financingBlocks = pgTable(
  'financing_blocks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    /** OVERDUE_INSTALMENTS | FAILED_ID_CHECK | PARTNER_DECISION | FRAUD_REVIEW | AML_LISTED | OTHER */
    reason: text('reason').notNull(),
    note: text('note'),
    /** ACTIVE | LIFTED */
    status: text('status').notNull().default('ACTIVE'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
    blockedBy: text('blocked_by'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by'),
    liftReason: text('lift_reason'),
    /** The open line an applied AML file suspended with this block, and its status then: lifting restores it. */
    suspendedLineId: integer('suspended_line_id').references(() => applicationFinancingPartners.id, {
      onDelete: 'set null',
    }),
    lineStatusBefore: smallint('line_status_before'),
  },
  (t) => [
    uniqueIndex('financing_blocks_active_key')
      .on(t.userId)
      .where(sql`status = 'ACTIVE'`),
    index('financing_blocks_active_since_idx')
      .on(t.blockedAt, t.id)
      .where(sql`status = 'ACTIVE'`),
  ],
);

/** Credit promotions: a limit increase, interest-free months or a fee waiver, for a period. */
export const creditPromotions = pgTable(
  'credit_promotions',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** LIMIT_INCREASE | INTEREST_FREE | FEE_WAIVER */
    kind: text('kind').notNull(),
    limitIncrease: money('limit_increase'),
    interestFreeMonths: smallint('interest_free_months'),
    partnerId: integer('partner_id').references(() => financingPartners.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** ACTIVE | ENDED (ended by staff); a promotion past its last day reads as ended too. */
    status: text('status').notNull().default('ACTIVE'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by'),
    endReason: text('end_reason'),
  },
  (t) => [check('credit_promotions_dates_check', sql`${t.startsOn} <= ${t.endsOn}`)],
);

/** Customers eligible for a promotion (CreditPromotionStrategy files). */
export const creditPromotionUsers = pgTable(
  'credit_promotion_users',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => creditPromotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => bulkBatches.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.userId] }),
    index('credit_promotion_users_user_idx').on(t.userId),
  ],
);

/**
 * How many customer applications there are, kept by triggers on `customer_applications` (insert,
 * delete, truncate; hand-written at the end of the migration) in 16 slots summed when read, so the
 * unfiltered applications list does not count a million rows and concurrent inserts rarely wait on
 * one another.
 */
export const applicationCounts = pgTable('application_counts', {
  slot: smallint('slot').primaryKey(),
  total: integer('total').notNull().default(0),
});

/**
 * Credit lines waiting for a review (current, status 0), in 16 slots kept by statement-level triggers
 * (migration 0027): the home's application reviews card sums them.
 */
export const creditLineReviewCounts = pgTable('credit_line_review_counts', {
  slot: smallint('slot').primaryKey(),
  total: integer('total').notNull().default(0),
});
