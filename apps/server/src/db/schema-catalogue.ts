import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { rowVersion } from './columns.ts';

/* The offers and merchants catalogue: what the consumer app shows its users every day. */

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const timestamps = {
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Merchant and offer categories (GET /merchants/categories). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  createdAt,
});

export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    logoKey: text('logo_key'),
    website: text('website'),
    hotline: text('hotline'),
    isActive: boolean('is_active').notNull().default(true),
    /** Live (not deleted) offers of this merchant, kept by a trigger so the list can filter on it cheaply. */
    offerCount: integer('offer_count').notNull().default(0),
    version: rowVersion(),
    ...timestamps,
  },
  (t) => [
    index('merchants_name_en_trgm_idx').using('gin', sql`${t.nameEn} gin_trgm_ops`),
    index('merchants_name_ar_trgm_idx').using('gin', sql`${t.nameAr} gin_trgm_ops`),
    index('merchants_category_idx').on(t.categoryId),
    index('merchants_offer_count_idx').on(t.offerCount, t.id),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
    city: text('city').notNull(),
    governorate: text('governorate').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [index('branches_merchant_idx').on(t.merchantId, t.id)],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    /** REGULAR offers, or CARD offers (Lucky One card offers). */
    kind: text('kind').notNull().default('REGULAR'),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    termsEn: text('terms_en').notNull().default(''),
    termsAr: text('terms_ar').notNull().default(''),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    categoryId: integer('category_id').references(() => categories.id),
    /** PERCENTAGE | FIXED_AMOUNT | CASHBACK */
    discountType: text('discount_type').notNull(),
    discountValue: numeric('discount_value', { precision: 12, scale: 2 }).notNull(),
    startsAt: date('starts_at').notNull(),
    endsAt: date('ends_at').notNull(),
    /**
     * DRAFT | ACTIVE | INACTIVE, as staff chose it. What staff see is computed from it and the dates
     * (`@cmt/contract/offer-status`): ended after `ends_at`, scheduled before `starts_at`.
     */
    status: text('status').notNull().default('DRAFT'),
    imageKey: text('image_key'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: rowVersion(),
    ...timestamps,
  },
  (t) => [
    index('offers_title_en_trgm_idx').using('gin', sql`${t.titleEn} gin_trgm_ops`),
    index('offers_title_ar_trgm_idx').using('gin', sql`${t.titleAr} gin_trgm_ops`),
    index('offers_list_idx').on(t.kind, t.isDeleted, t.id),
    index('offers_list_status_idx').on(t.kind, t.isDeleted, t.status, t.id),
    index('offers_merchant_idx').on(t.merchantId),
    // The status filters are date ranges around today: ended (ends_at < today), and an active offer
    // not started yet (starts_at > today).
    index('offers_list_ends_idx').on(t.kind, t.isDeleted, t.endsAt, t.id),
    // The home's offers ending soon, counted without reading the offers (migration 0028).
    index('offers_active_ends_idx')
      .on(t.kind, t.endsAt)
      .where(sql`status = 'ACTIVE' AND NOT is_deleted`),
    index('offers_list_starts_idx').on(t.kind, t.isDeleted, t.status, t.startsAt, t.id),
    check('offers_dates_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const offerBranches = pgTable(
  'offer_branches',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.branchId] }),
    index('offer_branches_branch_idx').on(t.branchId),
  ],
);

export const popularOffers = pgTable('popular_offers', {
  offerId: integer('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  priority: integer('priority').notNull(),
});

export const onboardingOffers = pgTable('onboarding_offers', {
  offerId: integer('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
});

/**
 * One row per whole-list selection saved at once (1 popular offers, 2 onboarding offers): its
 * version is the list's ETag, and a save with a stale If-Match is refused (`lib/versions.ts`).
 */
export const offerLists = pgTable('offer_lists', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  version: rowVersion(),
});

export const offerTags = pgTable('offer_tags', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull().unique(),
  nameAr: text('name_ar').notNull().unique(),
});

export const customCategories = pgTable('custom_categories', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  offerIds: integer('offer_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  version: rowVersion(),
  ...timestamps,
});

/**
 * Live (not deleted) offers per kind, chosen status and start day (`bound` 'start') or end day
 * ('end'), kept by a statement trigger: the list's totals for any status on any day are sums over a
 * few thousand counters instead of counting a million offers (`offer-queries.ts`).
 */
export const offerCounts = pgTable(
  'offer_counts',
  {
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    bound: text('bound').notNull(),
    day: date('day').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.bound, t.status, t.day] })],
);
