import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { jsonb, rowVersion } from './columns.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Server-wide settings that must survive restarts (the token signing secret on the embedded default). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  /** Bumped when the account is disabled or its permissions or password change: older tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(1),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** The TOTP secret (base32) once two-factor is confirmed; null without two-factor. */
  totpSecret: text('totp_secret'),
  /** A secret being enrolled, until a code from it confirms it. */
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code of that step or older is refused (replay). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  version: rowVersion(),
  ...timestamps,
});

export const auditLog = pgTable(
  'audit_log',
  {
    // Partitioned by month on `at` (migration 0031): the key is (id, at); the id comes from its sequence.
    id: bigserial('id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    /** `change` (audited writes, transitions), `event` (sign-ins, refusals) or `read` (personal data read, with its reason). */
    kind: text('kind').notNull().default('change'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    /** A held request applied by its checker (the actor): the approval and the staff member who asked (migration 0024). */
    approvalId: bigint('approval_id', { mode: 'number' }),
    makerId: integer('maker_id'),
    makerEmail: text('maker_email'),
  },
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.id, t.at] }),
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_actor_idx').on(t.actorEmail, t.at.desc()),
    index('audit_log_action_target_idx').on(t.action, t.targetId, t.at.desc()),
    // A record's history (the History panel, the trail's record filter) and the reads of personal data.
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at.desc()),
    index('audit_log_reads_idx')
      .on(t.at.desc())
      .where(sql`kind = 'read'`),
    index('audit_log_approval_idx')
      .on(t.approvalId)
      .where(sql`approval_id IS NOT NULL`),
  ],
);

export const featureFlags = pgTable('feature_flags', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
  version: rowVersion(),
  ...timestamps,
});

/** Every stored file (images, uploads, generated PDFs), whatever the storage driver. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  folder: text('folder').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  /** The name the file had on the uploader's computer (searchable on the files screen); null for older rows. */
  originalName: text('original_name'),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    imageKey: text('image_key').notNull(),
    folder: text('folder').notNull(),
    link: text('link'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    version: rowVersion(),
    ...timestamps,
  },
  (t) => [index('banners_active_position_idx').on(t.isActive, t.position, t.id)],
);
/**
 * Failed sign-in attempts per key (`email|ip` and `ip`) in the current one-minute window, counted
 * atomically before a password is checked, so parallel attempts each see their own number and the
 * limit holds across server instances.
 */
export const signInLimits = pgTable('sign_in_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  failures: integer('failures').notNull().default(0),
});

/**
 * The first answer to a create sent with an `Idempotency-Key` (per staff member and endpoint), so a
 * retry or a double submit gets the same answer instead of a second row, on any server instance.
 * `response` is null while the first request is still running. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    staffId: integer('staff_id').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.endpoint, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export * from './schema-auth.ts';
export * from './schema-audit.ts';
export * from './schema-catalogue.ts';
export * from './schema-customers.ts';
export * from './schema-applications.ts';
export * from './schema-bulk.ts';
export * from './schema-affiliate.ts';
export * from './schema-compliance.ts';
export * from './schema-general.ts';
export * from './schema-financing-partners.ts';
export * from './schema-financing.ts';
export * from './schema-approvals.ts';
export * from './schema-notifications.ts';
export * from './schema-cases.ts';
export * from './schema-decisions.ts';
export * from './schema-rules.ts';
