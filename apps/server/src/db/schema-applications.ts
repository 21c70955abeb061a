import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { claimColumns, money, rowVersion } from './columns.ts';
import { appUsers } from './schema-customers.ts';
import { financingPartners } from './schema-financing-partners.ts';

/**
 * Customer applications (docs/requirements.md §P3). Every customer field may be missing: the contracts print blanks
 * for what is absent. `disctrict` is spelt as the API spells it.
 */
export const customerApplications = pgTable(
  'customer_applications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    secondName: text('second_name'),
    thirdName: text('third_name'),
    familyName: text('family_name'),
    /** The national id as captured; not always 14 digits (bad captures are flagged on screen). */
    documentNumber: text('document_number'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    birthdate: date('birthdate', { mode: 'string' }),
    placeOfBirth: text('place_of_birth'),
    /** MALE=1, FEMALE=2. */
    gender: smallint('gender'),
    phone: text('phone'),
    address: text('address'),
    profession: text('profession'),
    floorFlatNumber: text('floor_flat_number'),
    buildingNumber: text('building_number'),
    street: text('street'),
    disctrict: text('disctrict'),
    city: text('city'),
    /**
     * The four-part name in one text (single spaces, missing parts skipped), kept by the database,
     * so a part of a name is found through one trigram index (`domain/applications.ts`).
     */
    searchName: text('search_name').generatedAlwaysAs(
      sql`trim(coalesce(first_name || ' ', '') || coalesce(second_name || ' ', '') || coalesce(third_name || ' ', '') || coalesce(family_name, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pattern operators: a national id or mobile prefix (`LIKE '2900101%'`) is an index range scan
    // whatever the database's collation; equality uses them too.
    index('customer_applications_document_idx').on(t.documentNumber.op('text_pattern_ops')),
    index('customer_applications_phone_idx').on(t.phone.op('text_pattern_ops')),
    index('customer_applications_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // A name of two or more parts: the pairs of adjacent words it must contain (migration 0027, `name_pairs`).
    index('customer_applications_name_pairs_idx').using('gin', sql`name_pairs(${t.searchName})`),
    // Ascending: read backwards it gives ORDER BY created_at DESC, user_id DESC (NULLS FIRST) exactly.
    index('customer_applications_created_idx').on(t.createdAt, t.userId),
  ],
);

/**
 * A customer's financing partner entries: their credit lines (`schema-financing.ts`).
 * creditLineStatus 1 and 2 are the active ones; `is_current` marks the one line per customer that
 * reviews apply to (the active one, else the latest), kept by the financing writes.
 */
export const applicationFinancingPartners = pgTable(
  'application_financing_partners',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => customerApplications.userId, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => financingPartners.id),
    creditLineStatus: integer('credit_line_status').notNull(),
    /** The credit limit, EGP with piastres, never float. */
    approvedAmount: money('approved_amount'),
    /** INSTANT | AFTER_SIGNATURE (assigned by staff); null for lines from the app's own flow. */
    activationType: text('activation_type'),
    isCurrent: boolean('is_current').notNull().default(false),
    version: rowVersion(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...claimColumns(),
  },
  (t) => [
    index('application_financing_partners_user_idx').on(t.userId),
    uniqueIndex('application_financing_partners_current_key')
      .on(t.userId)
      .where(sql`is_current`),
    index('application_financing_partners_current_idx')
      .on(t.partnerId, t.creditLineStatus)
      .where(sql`is_current`),
    // Current lines waiting for a review, oldest first: the home's count and "take next" (migration 0021).
    index('application_financing_partners_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`is_current and credit_line_status = 0`),
  ],
);

/**
 * The contract history of a customer: every print (kind debit, credit or connect) and every
 * signature, with the archived PDF of a print (storage key + SHA-256) once rendered.
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => customerApplications.userId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byId: integer('by_id'),
    byEmail: text('by_email'),
    reviewedBy: text('reviewed_by'),
    /** pending | stored | failed | off (no Chromium on this server); null for signatures. */
    pdfStatus: text('pdf_status'),
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
  },
  (t) => [index('contract_events_user_at_idx').on(t.userId, t.at.desc())],
);
