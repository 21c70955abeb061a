import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A staff member's signed-in sessions (docs/requirements.md §D9): the access token carries the row's id (`sid`),
 * so listing, revoking and the idle timeout read these rows on every instance. `last_seen_at` is
 * written at most about once a minute per session and instance, not on every request.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId, t.lastSeenAt.desc())],
);

/**
 * The second step of a password sign-in (a TOTP code, or enrolment when REQUIRE_TOTP): kept by the
 * SHA-256 of its random token, with the wrong codes counted atomically, so five wrong codes end it
 * whichever instance they reach.
 */
export const staffMfaChallenges = pgTable('staff_mfa_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id').notNull(),
  /** VERIFY (a code of the enrolled secret) | ENROL (REQUIRE_TOTP: enrol, then confirm with a code) */
  purpose: text('purpose').notNull(),
  failures: integer('failures').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Single-use recovery codes of an account's two-factor, by SHA-256; a used one is deleted. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: integer('staff_id').notNull(),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);
