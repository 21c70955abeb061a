import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './columns.ts';

/*
 * Decision records (issue 37 item 1, docs/decisions.md, migration 0033): what was known when a decision
 * was made, written in the decision's own transaction (`lib/decisions.ts`). Append-only (a trigger
 * refuses UPDATE and DELETE); the SHA-256 of `content` is in the decision's audit entry.
 */
export const decisionRecords = pgTable(
  'decision_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The decision's audit action (`decisionKinds` of the contract). */
    kind: text('kind').notNull(),
    /** cashout | creditLine | kycValidation | customer | blacklistEntry */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    customerId: integer('customer_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    decidedById: integer('decided_by_id'),
    decidedBy: text('decided_by'),
    /** The whole record (the contract's `decisionDetail` without id, sha256, integrity and names), as hashed. */
    content: jsonb('content').notNull(),
    /** SHA-256 (hex) of the canonical JSON of `content`. */
    sha256: text('sha256').notNull(),
    /** The target of the audit entry that carries the hash: where integrity looks for it. */
    auditTargetType: text('audit_target_type').notNull(),
    auditTargetId: text('audit_target_id').notNull(),
  },
  (t) => [
    index('decision_records_record_idx').on(t.recordType, t.recordId, t.decidedAt, t.id),
    index('decision_records_customer_idx').on(t.customerId, t.decidedAt, t.id),
  ],
);
