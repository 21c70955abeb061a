import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { claimColumns, jsonb, money, rowVersion } from './columns.ts';
import { appUsers } from './schema-customers.ts';

/*
 * The affiliate (cashback) area: merchants that pay the app a commission through affiliate
 * networks, the transactions those networks report, each customer's cashback wallet, and the
 * customers' cashout requests. Money is integer piastres (bigint), never a float.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const piastres = (name: string) => bigint(name, { mode: 'number' });

/** Affiliate networks (Admitad, ArabClicks…) a merchant's tracking link belongs to; reference data. */
export const affiliateAggregators = pgTable('affiliate_aggregators', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const affiliateCategories = pgTable(
  'affiliate_categories',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    logoKey: text('logo_key'),
    /** Display order in the app (ascending). */
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    version: rowVersion(),
    ...timestamps,
  },
  (t) => [index('affiliate_categories_position_idx').on(t.position, t.id)],
);

export const affiliateMerchants = pgTable(
  'affiliate_merchants',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    logoKey: text('logo_key'),
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => affiliateAggregators.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => affiliateCategories.id),
    /** The network's tracking (deep) link the app opens; it carries the customer id as a sub-id. */
    trackingUrl: text('tracking_url').notNull(),
    /** PERCENTAGE of the order, or FIXED EGP per order. */
    cashbackType: text('cashback_type').notNull(),
    cashbackValue: money('cashback_value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    version: rowVersion(),
    ...timestamps,
  },
  (t) => [
    index('affiliate_merchants_name_en_trgm_idx').using('gin', sql`${t.nameEn} gin_trgm_ops`),
    index('affiliate_merchants_name_ar_trgm_idx').using('gin', sql`${t.nameAr} gin_trgm_ops`),
    index('affiliate_merchants_aggregator_idx').on(t.aggregatorId, t.id),
    index('affiliate_merchants_category_idx').on(t.categoryId, t.id),
    check('affiliate_merchants_cashback_type_check', sql`${t.cashbackType} in ('PERCENTAGE', 'FIXED')`),
  ],
);

export const popularAffiliateMerchants = pgTable('popular_affiliate_merchants', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => affiliateMerchants.id, { onDelete: 'cascade' }),
  priority: integer('priority').notNull(),
});

/**
 * The networks' transactions (orders), one per (merchant, network order id): a re-uploaded order
 * updates its status and amounts, and the customer's wallet moves by the difference only.
 */
export const affiliateTransactions = pgTable(
  'affiliate_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => affiliateMerchants.id),
    orderId: text('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id),
    orderAmountPiastres: piastres('order_amount_piastres').notNull(),
    cashbackPiastres: piastres('cashback_piastres').notNull(),
    /** PENDING (with the network) | CONFIRMED (withdrawable) | REVERSED (cancelled or returned). */
    status: text('status').notNull(),
    /** The order's day, as the network reports it (Cairo). */
    orderedOn: date('ordered_on', { mode: 'string' }).notNull(),
    batchId: integer('batch_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('affiliate_transactions_order_key').on(t.merchantId, t.orderId),
    index('affiliate_transactions_user_idx').on(t.userId, t.orderedOn, t.id),
    index('affiliate_transactions_merchant_idx').on(t.merchantId, t.id),
    check('affiliate_transactions_status_check', sql`${t.status} in ('PENDING', 'CONFIRMED', 'REVERSED')`),
    check(
      'affiliate_transactions_amounts_check',
      sql`${t.orderAmountPiastres} > 0 and ${t.cashbackPiastres} >= 0`,
    ),
  ],
);

/**
 * Each customer's cashback: pending (transactions not yet confirmed by the network), available
 * (confirmed, not yet paid out; may go below zero when a confirmed order is reversed after a payout)
 * and paid out (approved cashouts). Moved only with the change that causes it, in its transaction.
 */
export const cashbackWallets = pgTable('cashback_wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => appUsers.id, { onDelete: 'cascade' }),
  pendingPiastres: piastres('pending_piastres').notNull().default(0),
  availablePiastres: piastres('available_piastres').notNull().default(0),
  paidOutPiastres: piastres('paid_out_piastres').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Customers' cashout requests (made in the app), decided by staff; the destination is a snapshot. */
export const affiliateCashouts = pgTable(
  'affiliate_cashouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id),
    amountPiastres: piastres('amount_piastres').notNull(),
    /** WALLET (mobile wallet) | BANK (bank transfer) */
    method: text('method').notNull(),
    walletProvider: text('wallet_provider'),
    walletNumber: text('wallet_number'),
    bankName: text('bank_name'),
    iban: text('iban'),
    accountHolder: text('account_holder'),
    /** PENDING | APPROVED | REJECTED */
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    balanceAtRequestPiastres: piastres('balance_at_request_piastres').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    ...claimColumns(),
  },
  (t) => [
    // Ascending, read backwards for the newest first: a DESC index would be DESC NULLS LAST here,
    // which an ORDER BY … DESC (NULLS FIRST) cannot use.
    index('affiliate_cashouts_requested_idx').on(t.requestedAt, t.id),
    index('affiliate_cashouts_status_requested_idx').on(t.status, t.requestedAt, t.id),
    index('affiliate_cashouts_user_requested_idx').on(t.userId, t.requestedAt, t.id),
    index('affiliate_cashouts_amount_idx').on(t.amountPiastres, t.id),
    // Customers sharing a cashout's destination, a rule fact (migration 0034, features/rules/fact-queries.ts).
    index('affiliate_cashouts_iban_idx')
      .on(t.iban, t.userId)
      .where(sql`iban is not null`),
    index('affiliate_cashouts_wallet_idx')
      .on(t.walletNumber, t.userId)
      .where(sql`wallet_number is not null`),
    // The pending queue: its count, total and oldest for the home, and "take next" (migration 0021).
    index('affiliate_cashouts_pending_idx')
      .on(t.requestedAt, t.id)
      .where(sql`status = 'PENDING'`),
    check('affiliate_cashouts_amount_check', sql`${t.amountPiastres} > 0`),
    check('affiliate_cashouts_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('affiliate_cashouts_method_check', sql`${t.method} in ('WALLET', 'BANK')`),
  ],
);

/** Cashouts per status, kept by a statement trigger: the list's totals without counting a million rows. */
export const affiliateCashoutCounts = pgTable('affiliate_cashout_counts', {
  status: text('status').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  /** The sum of their amounts (migration 0027): the home's cashouts card. */
  amountPiastres: bigint('amount_piastres', { mode: 'number' }).notNull().default(0),
});

/** The contest and banners configs of the affiliate screen: one versioned JSON value each. */
export const affiliateConfigs = pgTable('affiliate_configs', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonb('value').notNull(),
  version: rowVersion(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** Every saved version of a config, so the screens can show what a save replaced. */
export const affiliateConfigVersions = pgTable(
  'affiliate_config_versions',
  {
    key: text('key').notNull(),
    version: integer('version').notNull(),
    value: jsonb('value').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: text('saved_by'),
  },
  (t) => [primaryKey({ columns: [t.key, t.version] })],
);
