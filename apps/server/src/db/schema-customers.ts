import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { rowVersion } from './columns.ts';

/**
 * The customers of the mobile app ("app users"), shared by every area: their application record
 * (`customer_applications`, KYC fields), cashback, cashouts, financing, blacklist and bank accounts
 * all point here. Ids are the app's own user ids (the back office never makes app users).
 */
export const appUsers = pgTable(
  'app_users',
  {
    id: integer('id').primaryKey(),
    /** The mobile the customer signed up with (01xxxxxxxxx); null only for records imported without one. */
    phone: text('phone'),
    email: text('email'),
    /** The name the customer shows in the app; the legal four-part name is on the application. */
    name: text('name').notNull(),
    /** ACTIVE or BLOCKED (blocked customers cannot use the app; staff say why). */
    status: text('status').notNull().default('ACTIVE'),
    blockReason: text('block_reason'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: text('blocked_by'),
    version: rowVersion(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_users_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    // App user search (General > App users): a mobile's first digits, any part of the name, blocked ones.
    index('app_users_phone_prefix_idx').on(sql`${t.phone} text_pattern_ops`),
    index('app_users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('app_users_blocked_idx')
      .on(t.id)
      .where(sql`${t.status} = 'BLOCKED'`),
  ],
);

/**
 * The anti-money-laundering blacklist (AntiMoneyLaunderingStrategy files): national ids that may not
 * be given credit. A customer whose application carries a listed national id is flagged on the
 * application screens and cannot be assigned a financing partner (`domain/blacklist.ts`).
 */
export const amlBlacklist = pgTable(
  'aml_blacklist',
  {
    id: serial('id').primaryKey(),
    nationalId: text('national_id').notNull(),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    /** Where the listing comes from (e.g. the FIU list, a court order, internal fraud). */
    sourceList: text('source_list').notNull(),
    listedOn: date('listed_on', { mode: 'string' }).notNull(),
    /** The bulk batch that brought it, when it came by file. */
    batchId: integer('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aml_blacklist_national_id_key').on(t.nationalId),
    // The nearest blacklisted name to a customer's (`<->`), a rule fact (migration 0034).
    index('aml_blacklist_name_trgm_idx').using('gist', sql`${t.name} gist_trgm_ops(siglen=128)`),
  ],
);

/**
 * Customers' bank accounts (BankStrategy files), used when a cashout goes to a bank. The IBAN is
 * checked (EG, 29 characters, ISO 7064 mod 97) before it is stored.
 */
export const customerBankAccounts = pgTable(
  'customer_bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    iban: text('iban').notNull(),
    accountHolder: text('account_holder').notNull(),
    batchId: integer('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_bank_accounts_user_iban_key').on(t.userId, t.iban),
    index('customer_bank_accounts_user_idx').on(t.userId),
    // Customers sharing an IBAN, a rule fact (migration 0034).
    index('customer_bank_accounts_iban_idx').on(t.iban, t.userId),
  ],
);
