import {
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { appUsers } from './schema-customers.ts';

/**
 * Customer applications (SPEC §3). Every customer field may be missing: the contracts print blanks
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_applications_document_idx').on(t.documentNumber),
    index('customer_applications_phone_idx').on(t.phone),
  ],
);

/** A customer's financing partner entries; creditLineStatus 1 and 2 are the active ones. */
export const applicationFinancingPartners = pgTable(
  'application_financing_partners',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => customerApplications.userId, { onDelete: 'cascade' }),
    partnerName: text('partner_name').notNull(),
    creditLineStatus: integer('credit_line_status').notNull(),
    /** EGP with piastres, never float. */
    approvedAmount: numeric('approved_amount', { precision: 14, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_financing_partners_user_idx').on(t.userId)],
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
