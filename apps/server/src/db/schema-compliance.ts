import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { claimColumns } from './columns.ts';
import { customerApplications } from './schema-applications.ts';

/**
 * The KYC queue: each time a customer submits their profile (application fields, national id front
 * and back, a selfie) from the app, one row here, PENDING until a reviewer approves or rejects it.
 * At most one pending submission per customer.
 */
export const profileValidations = pgTable(
  'profile_validations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => customerApplications.userId, { onDelete: 'cascade' }),
    /** PENDING | APPROVED | REJECTED */
    status: text('status').notNull().default('PENDING'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    rejectReason: text('reject_reason'),
    rejectNote: text('reject_note'),
    ...claimColumns(),
  },
  (t) => [
    index('profile_validations_queue_idx').on(t.status, t.submittedAt, t.id),
    index('profile_validations_user_idx').on(t.userId, t.submittedAt.desc()),
    uniqueIndex('profile_validations_one_pending_uq')
      .on(t.userId)
      .where(sql`status = 'PENDING'`),
  ],
);

/**
 * The images of a submission: national id front and back, and the selfie. They live in storage under
 * the private `kyc/` prefix, never in the public `files` table, so no public route can serve them:
 * only the audited profile-validation and NID-download endpoints read them.
 */
export const kycImages = pgTable(
  'kyc_images',
  {
    validationId: integer('validation_id')
      .notNull()
      .references(() => profileValidations.id, { onDelete: 'cascade' }),
    /** front | back | selfie */
    side: text('side').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.validationId, t.side] })],
);

/**
 * The references staff gave for national id images (a view in the KYC review, a download): one row
 * per reference, staff member and customer, written with the audit entry of the access. It answers
 * "did another staff member already use this reference for another customer?" (refused with 409
 * REFERENCE_IN_USE) from the primary key's leading column. `reference` is the normalised text
 * (trimmed, spaces collapsed, lower case); the audit entry keeps what was typed.
 */
export const idImageReferences = pgTable(
  'id_image_references',
  {
    reference: text('reference').notNull(),
    staffId: integer('staff_id').notNull(),
    userId: integer('user_id').notNull(),
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reference, t.staffId, t.userId] })],
);
