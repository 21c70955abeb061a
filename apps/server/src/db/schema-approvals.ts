import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jsonb } from './columns.ts';

/**
 * Four-eyes policies (docs/requirements.md §D9), one row per guarded action: whether calls are held for a second
 * person, and above which amount (integer piastres; null: every call). Loosening one is held itself.
 */
export const approvalPolicies = pgTable('approval_policies', {
  action: text('action').primaryKey(),
  enabled: boolean('enabled').notNull(),
  thresholdPiastres: bigint('threshold_piastres', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * A held request (maker-checker): the action, its target and the target's version when asked, the
 * exact request (a password only as its hash), the record before and as it would be after, the maker,
 * the permission a checker needs, and the decision. PENDING → APPROVED | REJECTED | WITHDRAWN | EXPIRED.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    status: text('status').notNull().default('PENDING'),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetVersion: text('target_version').notNull(),
    request: jsonb('request').notNull(),
    requestHash: text('request_hash').notNull(),
    amountPiastres: bigint('amount_piastres', { mode: 'number' }),
    before: jsonb('before'),
    after: jsonb('after'),
    permission: text('permission').notNull(),
    makerId: integer('maker_id').notNull(),
    makerEmail: text('maker_email').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    checkerId: integer('checker_id'),
    checkerEmail: text('checker_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    /** Applied at once without a second person: no checker existed (migration 0029). */
    appliedAlone: boolean('applied_alone').notNull().default(false),
  },
  (t) => [
    // The same request by the same maker while it waits is the same approval.
    uniqueIndex('approvals_pending_request_idx')
      .on(t.makerId, t.action, t.requestHash)
      .where(sql`status = 'PENDING'`),
    index('approvals_status_idx').on(t.status, t.requestedAt, t.id),
    index('approvals_pending_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`status = 'PENDING'`),
    // A record's requests, decided ones too (a case's timeline: the approvals on its records, issue 36).
    index('approvals_target_idx').on(t.targetType, t.targetId, t.requestedAt),
    index('approvals_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'PENDING'`),
  ],
);
